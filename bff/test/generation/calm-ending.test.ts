import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { splitSentences } from '../../src/generation/offline/compose.ts';
import { plotIds, plots } from '../../src/generation/offline/story/plots/index.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// Stories that end calmly by construction (issue 28): in every plot, both languages and every age,
// the last scene has short sentences, the hero yawns and is back in bed, and a soft refrain that
// was heard earlier comes back.

const words = (s: string) => s.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The night song closes the first scene: … hummed a little night song: "Hush, hush, the night is soft." */
const SONG = /: ["„]([^"“”„]+)\.["“]$/u;

function storyOf(language: 'en' | 'de', plot: string, age: number, seed: string) {
  const brief: StoryBrief = {
    audience: 'child',
    storyType: seed.length % 2 ? 'custom' : 'classic',
    language,
    recipientDetails: {
      name: language === 'de' ? 'Lena' : 'Noah',
      age,
      favoriteColor: language === 'de' ? 'Blau' : 'blue',
      storySetting: STORY_SETTINGS[seed.length % STORY_SETTINGS.length],
    },
    // Every other plot was told lately, so this one is the only fresh one.
    variety: { seed, recentPlots: plotIds.filter((p) => p !== plot), recentTitles: [] },
  };
  return writeOfflineStory(brief);
}

describe('a calm ending', () => {
  it('ends every plot with short sentences, a yawn, the hero in bed and the refrain come back', () => {
    for (const plot of plotIds) {
      const [lowest, highest] = plots[plot].ages;
      const ages = [2, 5, 8].filter((a) => a >= lowest && a <= highest);
      for (const language of ['en', 'de'] as const) {
        for (const age of ages) {
          for (const seed of ['calm-1', 'calm-22', 'calm-333']) {
            const story = storyOf(language, plot, age, seed);
            const where = `${plot} ${language} ${age} ${seed}`;
            expect(story.plot, where).toBe(plot);
            const scenes = story.scenes.map((s) => s.text);
            const last = scenes.at(-1)!;
            const before = scenes.slice(0, -1);
            expect(last, where).toMatch(language === 'de' ? /Bett/ : /\bbed\b/);
            expect(last, where).toMatch(language === 'de' ? /gä+hn/i : /ya+wn/i);
            const lastLengths = splitSentences(last).map(words);
            expect(Math.max(...lastLengths), `${where}: ${last}`).toBeLessThanOrEqual(age <= 3 ? 12 : 18);
            // A toddler's story is short sentences throughout; an older child's gets shorter at the end
            // (or is short already: a counting walk's middle is as calm as its end).
            if (age > 3)
              expect(mean(lastLengths), where).toBeLessThan(
                Math.max(12, mean(before.flatMap(splitSentences).map(words))),
              );
            if (age <= 3) {
              // The toddler's refrain (told in more than one scene before), word for word, or a walking
              // refrain in its bed form, with the same sound words ("Step, step, step, and now Pip rests.").
              const told = before.flatMap(splitSentences);
              const refrains = told.filter((s, i) => told.indexOf(s) !== i);
              const sound = (s: string) => s.split(', ').slice(0, 2).join(', ');
              expect(
                splitSentences(last).some((s) => refrains.some((r) => r === s || sound(r) === sound(s))),
                `${where}: ${last}`,
              ).toBe(true);
            } else {
              // The night song of the first scene, sung again.
              const song = scenes[0].match(SONG)?.[1];
              expect(song, `${where}: ${scenes[0]}`).toBeDefined();
              expect(last, where).toContain(song);
            }
          }
        }
      }
    }
  });
});
