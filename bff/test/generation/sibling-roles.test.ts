import { SIBLING_ROLES, type Language, type SiblingRole, type StorySibling } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { drawScene } from '../../src/generation/offline/illustrate.ts';
import { ROLE_BEATS, siblingWords } from '../../src/generation/offline/sibling-roles.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { toldWords } from '../../src/generation/offline/story/assemble.ts';
import { plotIds, type PlotId } from '../../src/generation/offline/story/plots/index.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';

// Issue 29: in a story with brothers and sisters each child has a part in the plot itself: the
// helper lends a hand at the plot's obstacle, the finder spots first what the plot needs, the
// comforter calms at its scary or tender moment, in every plot's own words, in English and German.

/** A story of `plot` (every other plot told lately), with these siblings. */
function brief(
  language: Language,
  plot: PlotId,
  siblings: StorySibling[],
  { age = 5, seed = 'roles', setting }: { age?: number; seed?: string; setting?: string } = {},
): StoryBrief {
  return {
    audience: 'child',
    storyType: 'classic',
    language,
    storySetting: setting,
    recipientDetails: { name: 'Ida', age, personalization: 'Ida has curly red hair.' },
    siblings,
    variety: { seed, recentPlots: plotIds.filter((p) => p !== plot), recentTitles: [] },
  };
}

const sceneOf = (b: StoryBrief, beat: string) => {
  const plan = planStory(b);
  return writeOfflineStory(b).scenes[plan.beats.indexOf(beat as (typeof plan.beats)[number])]?.text ?? '';
};

describe('siblings act out their roles in the plot', () => {
  for (const language of ['en', 'de'] as const)
    for (const role of SIBLING_ROLES)
      it(`tells the ${role}'s own beat in each of the 12 plots, distinct per plot (${language})`, () => {
        const told = new Map<string, PlotId>();
        for (const plot of plotIds) {
          const b = brief(language, plot, [{ name: 'Noor', pronoun: 'she', role }]);
          const plan = planStory(b);
          expect(plan.plot).toBe(plot);
          const spec = ROLE_BEATS[plot][role];
          const scene = plan.beats.indexOf(spec.beat);
          expect(scene, `${plot}: ${spec.beat} in ${plan.beats.join(', ')}`).toBeGreaterThan(0);
          const line = spec.line[language](siblingWords('Noor', 'she', language), toldWords(plan, language));
          expect(line).toMatch(/\bNoor\b/);
          expect(writeOfflineStory(b).scenes[scene].text, plot).toContain(line);
          // Its words are this plot's own, not another plot's with the names changed.
          const masked = line.replace(/\bNoor\b/g, 'S').replace(/\bIda\b/g, 'H');
          expect(told.get(masked), `${plot} and ${told.get(masked)}: ${line}`).toBeUndefined();
          told.set(masked, plot);
        }
        expect(told.size).toBe(12);
      });

  it('tells both siblings’ roles in every plot, and both are in every scene’s picture description', () => {
    const two: StorySibling[] = [
      { name: 'Max', age: 8, pronoun: 'he', role: 'helper' },
      { name: 'Lou', age: 3, pronoun: 'she', role: 'comforter' },
    ];
    for (const language of ['en', 'de'] as const)
      for (const plot of plotIds) {
        const b = brief(language, plot, two);
        const story = writeOfflineStory(b);
        const w = toldWords(planStory(b), language);
        const text = story.scenes.map((s) => s.text).join(' ');
        for (const [i, role] of [
          [0, 'helper'],
          [1, 'comforter'],
        ] as [number, SiblingRole][]) {
          const { name, pronoun } = two[i];
          expect(text, `${language} ${plot}`).toContain(
            ROLE_BEATS[plot][role].line[language](siblingWords(name, pronoun, language), w),
          );
        }
        story.scenes.forEach((scene, i) => {
          const { description } = drawScene(b, i + 1, story);
          for (const name of ['Ida', 'Max', 'Lou']) {
            expect(description, `${language} ${plot} scene ${i + 1}`).toMatch(new RegExp(`\\b${name}\\b`));
            // The prompt draws the hero by look, the siblings by relation and name.
            if (name !== 'Ida') expect(scene.imagePrompt).toMatch(new RegExp(`\\b${name}\\b`));
          }
        });
      }
  });

  it('speaks German right: „als Erster“, „als Erste“, „zuerst“, sein/ihr, and the creature’s own pronoun', () => {
    const one = (name: string, pronoun: StorySibling['pronoun'], role: SiblingRole): StorySibling[] => [
      { name, pronoun, role },
    ];
    expect(sceneOf(brief('de', 'dream-journey', one('Max', 'he', 'helper')), 'dream-land')).toContain(
      'Max sprang als Erster hinunter und streckte beide Hände aus, damit Ida sanft von der Wolke rutschen konnte.',
    );
    expect(sceneOf(brief('de', 'weather-change', one('Lou', 'she', 'finder')), 'weather-turn')).toContain(
      'Lou entdeckte als Erste ein geschütztes Plätzchen und rief: „Schnell, hier herein!“',
    );
    expect(sceneOf(brief('de', 'weather-change', one('Kim', undefined, 'finder')), 'weather-turn')).toContain(
      'Kim entdeckte zuerst ein geschütztes Plätzchen',
    );
    expect(sceneOf(brief('de', 'riddle', one('Max', 'he', 'helper')), 'riddle-answer')).toContain(
      'an seinen Fingern ab',
    );
    expect(sceneOf(brief('de', 'riddle', one('Lou', 'she', 'helper')), 'riddle-answer')).toContain(
      'an ihren Fingern ab',
    );
    expect(sceneOf(brief('de', 'riddle', one('Kim', undefined, 'helper')), 'riddle-answer')).toContain(
      'an Kims Fingern ab',
    );
    const forest = brief('de', 'gentle-rescue', one('Lou', 'she', 'comforter'), { setting: 'magical-forest' });
    expect(sceneOf(forest, 'rescue-stuck')).toContain(
      '„Ganz langsam und sanft“, flüsterte sie, „dann hat er keine Angst mehr.“',
    );
    const sea = brief('de', 'gentle-rescue', one('Jonas', 'he', 'comforter'), { setting: 'underwater-kingdom' });
    expect(sceneOf(sea, 'rescue-stuck')).toContain('flüsterte er, „dann hat es keine Angst mehr.“');
    const home = brief('de', 'creature-home', one('Max', 'he', 'helper'), { setting: 'magical-forest' });
    expect(sceneOf(home, 'home-way')).toContain('trug Max den kleinen Igel ein Stück, ganz vorsichtig.');
    const shadow = brief('de', 'fear-shrunk', one('Lou', 'she', 'comforter'));
    expect(sceneOf(shadow, 'fear-shadow')).toContain('Lou nahm Idas Hand ganz fest in ihre und flüsterte');
  });

  it('tells a toddler’s sibling the role in the present tense, in the plots a toddler meets', () => {
    for (const language of ['en', 'de'] as const)
      for (const plot of ['creature-home', 'weather-change', 'friend-visit', 'night-parade', 'counting-walk'] as const)
        for (const role of SIBLING_ROLES) {
          const b = brief(language, plot, [{ name: 'Noor', pronoun: 'she', role }], { age: 3 });
          const plan = planStory(b);
          expect(plan.plot).toBe(plot);
          const spec = ROLE_BEATS[plot][role];
          const line = spec.little?.[language](siblingWords('Noor', 'she', language), toldWords(plan, language));
          expect(line, `${plot} ${role}`).toBeDefined();
          expect(writeOfflineStory(b).scenes[plan.beats.indexOf(spec.beat)].text).toContain(line);
          expect(line).not.toMatch(/\b(?:was|had|said|whispered|war|hatte|sagte|flüsterte)\b/);
        }
  });
});
