import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { writeOfflineStory } from '../../src/generation/offline/write-story.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';
import { toldWords } from '../../src/generation/offline/story/assemble.ts';

const brief = (
  overrides: Partial<StoryBrief> = {},
  details: Partial<StoryBrief['recipientDetails']> = {},
): StoryBrief => ({
  audience: 'child',
  storyType: 'classic',
  language: 'en',
  // A pinned seed: the product draws a fresh one per order.
  variety: { seed: 'pinned', recentPlots: [], recentTitles: [] },
  ...overrides,
  recipientDetails: {
    name: 'Mia',
    age: 6,
    favoriteAnimal: 'fox',
    favoriteColor: 'purple',
    favoriteActivity: 'painting rainbows',
    favoriteFood: 'pancakes',
    recentAchievement: 'learned to ride a bike',
    storyGoal: 'to feel brave in the dark',
    storySetting: 'magical-forest',
    ...details,
  },
});

describe('offline story writer', () => {
  it('writes 5 to 10 scenes that use the details and end in sleep', () => {
    const story = writeOfflineStory(brief());
    expect(story.scenes.length).toBeGreaterThanOrEqual(5);
    expect(story.scenes.length).toBeLessThanOrEqual(10);
    const text = story.scenes.map((s) => s.text).join(' ');
    for (const detail of ['Mia', 'fox', 'purple', 'painting rainbows', 'pancakes', 'Magical Forest']) {
      expect(text.toLowerCase()).toContain(detail.toLowerCase());
    }
    // The goal and the achievement are told in the story's own words.
    const w = toldWords(planStory(brief()), 'en');
    for (const told of [w.goal!.challenge[0], w.goal!.mastery[0], w.memory![0]]) expect(text).toContain(told);
    expect(story.scenes.at(-1)!.text).toMatch(/asleep/);
    expect(story.title).toContain('Mia');
    expect(story.summary.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBe(1);
    for (const scene of story.scenes) expect(scene.imagePrompt).toContain('purple');
  });

  it('is the same for the same brief and seed, and different for different children, settings and types', () => {
    const text = (b: StoryBrief) => JSON.stringify(writeOfflineStory(b));
    expect(text(brief())).toBe(text(brief()));
    expect(text(brief({}, { name: 'Leo' }))).not.toBe(text(brief()));
    expect(text(brief({}, { storySetting: 'space-adventure' }))).toContain('stars');
    expect(text(brief({}, { storySetting: 'underwater-kingdom' }))).toContain('Underwater Kingdom');
    const classic = writeOfflineStory(brief({ storyType: 'classic' }))
      .scenes.map((s) => s.text)
      .join(' ');
    const custom = writeOfflineStory(brief({ storyType: 'custom' }))
      .scenes.map((s) => s.text)
      .join(' ');
    expect(custom).toMatch(/magic|sparkle/i);
    expect(classic).toMatch(/yawn|lullaby|quiet|slowly|sleepy/i);
    expect(classic).not.toBe(custom);
  });

  it('gives younger children shorter stories and varies the length', () => {
    const lengths = new Set<number>();
    for (const name of ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana']) {
      const variety = { seed: name, recentPlots: [], recentTitles: [] };
      lengths.add(
        writeOfflineStory(brief({ variety }, { name, age: 9, favoriteFood: undefined, favoriteActivity: undefined }))
          .scenes.length,
      );
      expect(writeOfflineStory(brief({ variety }, { name, age: 2 })).scenes.length).toBeLessThanOrEqual(8);
    }
    expect(lengths.size).toBeGreaterThan(1);
  });

  it('writes grammatical German with declined companions and genitive names', () => {
    const german = (details: Partial<StoryBrief['recipientDetails']>, type: 'classic' | 'custom' = 'classic') =>
      writeOfflineStory(
        brief(
          { language: 'de', storyType: type },
          {
            favoriteActivity: 'Fußball spielen',
            favoriteFood: 'Pfannkuchen',
            recentAchievement: 'schwimmen gelernt',
            storyGoal: 'mutig sein, wenn es dunkel ist',
            ...details,
          },
        ),
      );
    const cat = german({
      name: 'Mia',
      favoriteAnimal: 'Katze',
      favoriteColor: 'blau',
      storySetting: 'enchanted-castle',
    });
    const all = cat.scenes.map((s) => s.text).join(' ');
    expect(all).toContain('eine kleine Katze');
    expect(all).toMatch(/Mias \p{L}/u);
    expect(all).not.toMatch(/bester Freund zusammengerollt: eine/);
    expect(all).toMatch(/(in das|im) verzauberten? Schloss/);
    expect(all).toMatch(/\bblaue[nrs]?\b/);
    expect(all).toContain(
      toldWords(
        planStory(
          brief(
            { language: 'de' },
            {
              name: 'Mia',
              favoriteAnimal: 'Katze',
              favoriteColor: 'blau',
              storySetting: 'enchanted-castle',
              favoriteActivity: 'Fußball spielen',
              favoriteFood: 'Pfannkuchen',
              recentAchievement: 'schwimmen gelernt',
              storyGoal: 'mutig sein, wenn es dunkel ist',
            },
          ),
        ),
        'de',
      ).goal!.challenge[0],
    );
    expect(all).not.toMatch(/[„:]\s*Mutig sein/i);
    expect(all).not.toMatch(/\b(the|and|with)\b/);
    expect(cat.scenes.at(-1)!.text).toMatch(/schlief (?:.*tief und fest|.*ein\b)/);

    const bear = german({ name: 'Max', favoriteAnimal: 'bear', storySetting: 'dinosaur-land' }, 'custom');
    const bearText = bear.scenes.map((s) => s.text).join(' ');
    expect(bearText).toContain('ein kleiner Bär');
    expect(bearText).toMatch(/Max’ \p{L}/u);
    expect(bearText).toMatch(/(ins|im) Dinosaurierland/);
    expect(bearText).not.toContain('Maxs');
    expect(bear.summary).toMatch(/^Max und \p{L}+, ein kleiner Bär, reisen ins Dinosaurierland, .* ein\.$/u);

    const horse = german({ name: 'Lena', favoriteAnimal: 'Pferd', storySetting: 'Zuckerwolkenland' });
    expect(horse.scenes[0].text).toContain('ein kleines Pferd');
    // A land typed as one word is said as a land: „im Zuckerwolkenland“, not „im Land „Zuckerwolkenland““.
    expect(horse.scenes.map((s) => s.text).join(' ')).toMatch(/(?:im|ins|vom) Zuckerwolkenland/i);
    // Sentences start with a capital letter or an opening quote and end with a full stop, ! or ?.
    for (const scene of [...cat.scenes, ...bear.scenes, ...horse.scenes]) {
      expect(scene.text).toMatch(/^[A-ZÄÖÜ„]/);
      expect(scene.text).toMatch(/[.!?“]$/);
      expect(scene.text).not.toMatch(/\s[,.]/);
    }
  });

  it('picks up an animal and a colour from the simple form description', () => {
    const story = writeOfflineStory(
      brief(
        { language: 'de' },
        {
          favoriteAnimal: undefined,
          favoriteColor: undefined,
          personalization: 'Sie liebt Giraffen und alles in Grün',
        },
      ),
    );
    const text = story.scenes.map((s) => s.text).join(' ');
    expect(text).toContain('eine kleine Giraffe');
    expect(text).toMatch(/\bgrüne[nrs]?\b/);
  });

  it("tells an achievement the parent wrote about the child as a sentence about the child, never in the child's own words", () => {
    const cases = [
      {
        language: 'de' as const,
        name: 'Ben',
        achievement: 'hat sich allein die Schuhe gebunden',
        wrong: /Ich habe etwas Großes erlebt: hat|stolz: hat/,
      },
      { language: 'en' as const, name: 'Mia', achievement: 'is a big sister now', wrong: /: is a big|"I is/ },
    ];
    for (const { language, name, achievement, wrong } of cases) {
      for (const age of [3, 5, 8]) {
        const text = writeOfflineStory(
          brief(
            { language },
            { name, age, recentAchievement: achievement, favoriteActivity: undefined, storyGoal: undefined },
          ),
        )
          .scenes.map((s) => s.text)
          .join(' ');
        const told = toldWords(
          planStory(
            brief(
              { language },
              { name, age, recentAchievement: achievement, favoriteActivity: undefined, storyGoal: undefined },
            ),
          ),
          language,
        ).memory![0];
        expect(text, `${language}, age ${age}`).toContain(told);
        expect(told).toMatch(new RegExp(name));
        expect(text).not.toMatch(wrong);
      }
    }
  });

  it('calls a colour the favourite only when the parent named it', () => {
    for (const language of ['en', 'de'] as const) {
      const favourite = language === 'en' ? /favourite colou?r/ : /Lieblingsfarbe|allerliebster Farbe/;
      for (let i = 0; i < 40; i++) {
        const free = brief(
          { language, storyType: 'custom', variety: { seed: `s${i}`, recentPlots: [], recentTitles: [] } },
          { name: `Kind${i}`, age: 8, favoriteColor: undefined, personalization: 'Loves stars and stories.' },
        );
        const text = writeOfflineStory(free)
          .scenes.map((s) => s.text)
          .join(' ');
        expect(text).not.toMatch(favourite);
      }
    }
  });
});
