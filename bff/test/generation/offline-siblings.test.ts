import type { Language, StorySibling } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { drawScene } from '../../src/generation/offline/illustrate.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// Siblings together in the offline story: both brothers and sisters are in every picture (drawn by
// their own look, the same in every picture) and named in every picture's description, and the
// text gives each of them their part in most scenes, in English and German.

const siblings: StorySibling[] = [
  { name: 'Max', age: 8, pronoun: 'he', look: { hairColour: 'brown', hairStyle: 'short', glasses: true } },
  { name: 'Lou', age: 3, pronoun: 'she', role: 'comforter', look: { hairColour: 'blond', hairStyle: 'ponytail' } },
];

function brief(language: Language, seed: string, with_ = siblings): StoryBrief {
  return {
    audience: 'child',
    storyType: seed.endsWith('1') ? 'custom' : 'classic',
    language,
    recipientDetails: { name: 'Ida', age: 5, personalization: 'Ida has curly red hair.' },
    siblings: with_,
    variety: { seed, recentPlots: [], recentTitles: [] },
  };
}

/** Each sibling's figure in one SVG: what it is drawn with, without where. */
function figures(svg: string): string[] {
  return [...svg.matchAll(/<g data-sibling="(\d)"><g data-hero-clothes="([^"]+)" data-hair="([^"]+)">/g)].map(
    ([, n, , hair]) => `${n}:${hair}`,
  );
}

describe('siblings together in an offline story', () => {
  for (const language of ['en', 'de'] as const) {
    it(`names both siblings in every picture's description and draws them in every picture (${language})`, () => {
      for (const seed of ['s0', 's1', 's2', 's3', 's4', 's5']) {
        const b = brief(language, seed);
        const story = writeOfflineStory(b);
        const texts = story.scenes.map((s) => s.text);
        story.scenes.forEach((scene, i) => {
          const { svg, description } = drawScene(b, i + 1, story);
          expect(description).toMatch(/\bIda\b/);
          expect(description).toMatch(/\bMax\b/);
          expect(description).toMatch(/\bLou\b/);
          expect(scene.imagePrompt).toContain('brother Max (short brown hair, glasses)');
          expect(scene.imagePrompt).toContain('sister Lou (ponytail blond hair)');
          // Standing beside the hero, or asleep beside them on the last page.
          expect(svg.match(/data-sibling="2"/g)).toHaveLength(1);
          expect(svg.match(/data-sibling="3"/g)).toHaveLength(1);
          if (i < story.scenes.length - 1 || !svg.includes('z z z'))
            expect(figures(svg)).toEqual(['2:short', '3:ponytail']);
        });
        // Each in the first and the last scene, and together in most scenes.
        for (const name of ['Max', 'Lou']) {
          expect(texts[0]).toContain(name);
          expect(texts.at(-1)).toContain(name);
        }
        const withASibling = texts.filter((t) => /\b(Max|Lou)\b/.test(t)).length;
        expect(withASibling).toBe(texts.length);
      }
    });
  }

  it('tells who they are and gives each a role, in English and German', () => {
    const en = writeOfflineStory(brief('en', 's2')).scenes.map((s) => s.text);
    expect(en[0]).toContain("Ida's big brother Max and Ida's little sister Lou had come along too");
    expect(en.at(-1)).toContain('Max and Lou were already yawning and snuggled up close.');
    const de = writeOfflineStory(brief('de', 's2')).scenes.map((s) => s.text);
    expect(de[0]).toContain('Idas großer Bruder Max und Idas kleine Schwester Lou waren auch mit dabei.');
    expect(de.at(-1)).toContain('Max und Lou gähnten schon und kuschelten sich ganz nah heran.');
    // The comforter's lines are Lou's; Max, older than Ida, helps.
    expect(en.join(' ')).toMatch(
      /Max (held out a hand|carried the little lantern|went first wherever|counted everyone)/,
    );
    const one = writeOfflineStory(brief('de', 's3', [{ name: 'Kim' }])).scenes.map((s) => s.text);
    expect(one[0]).toContain('Idas Geschwisterkind Kim war auch mit dabei.');
  });

  it('leaves a story without siblings as it was', () => {
    const alone = brief('en', 's4', []);
    const { siblings: _, ...single } = alone;
    expect(writeOfflineStory(alone)).toEqual(writeOfflineStory(single));
    expect(drawScene(single, 1).svg).not.toContain('data-sibling');
  });
});

describe('a sibling in a long story', () => {
  for (const language of ['en', 'de'] as const)
    it(`never tells the same sibling line twice, even with more scenes than a role has lines (${language})`, () => {
      const one: StorySibling[] = [{ name: 'Ava', age: 8, role: 'helper' }];
      for (const seed of ['l0', 'l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7']) {
        const b = brief(language, seed, one);
        b.recipientDetails = { ...b.recipientDetails, age: 9 };
        const sentences = writeOfflineStory(b)
          .scenes.flatMap((scene) => scene.text.match(/[^.!?“"]*\bAva\b[^.!?]*[.!?]/g) ?? [])
          .map((sentence) => sentence.trim());
        expect(new Set(sentences).size, `${seed}: ${sentences.join(' | ')}`).toBe(sentences.length);
      }
    });
});
