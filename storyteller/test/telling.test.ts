import { describe, expect, it } from 'vitest';
import {
  EVERYDAY_THEMES,
  SENSITIVE_THEMES,
  splitSentences,
  type PlanDetail,
  type PlanPerson,
  type StoryPlan,
} from '@dreamweaver/contracts';
import { ARCS, themeBeats } from '../src/arcs/index.ts';
import { homeEvening } from '../src/arcs/moments/evening.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import type { EarlierStory } from '../src/teller/told.ts';
import { buildPlan } from './plan-builder.ts';

// What every told story keeps, whatever its wording: the catalogue is covered, a story is a pure
// function of its plan and seed, two seeds give two stories, a child's recent arcs are not told again
// while another fits, and a story is well formed and ends asleep.

const AGES = { little: 3, big: 7 } as const;

function told(plan: StoryPlan, seed: string, recentArcs: string[] = []) {
  const settled = settlePlan(plan, { seed, recentArcs });
  return { settled, story: tellStory(settled, { seed }) };
}

const mum: PlanPerson = {
  id: 'p1',
  name: null,
  relation: 'mum',
  calls: null,
  status: 'here',
  away: null,
  health: 'well',
  livesWithChild: true,
};

describe('the catalogue is told', () => {
  it('has a challenge and a mastery for every everyday theme, for both age bands and languages', () => {
    for (const id of EVERYDAY_THEMES) {
      const beats = themeBeats(id);
      expect(beats, id).toBeDefined();
      for (const passage of [beats!.challenge, beats!.mastery])
        for (const language of ['en', 'de'] as const)
          for (const age of ['little', 'big'] as const)
            expect(
              passage[language].some((variant) => !variant.ages || variant.ages.includes(age)),
              `${id} ${language} ${age}`,
            ).toBe(true);
    }
  });

  it('has a care arc for every sensitive theme and age band', () => {
    for (const id of SENSITIVE_THEMES)
      for (const age of ['little', 'big'] as const)
        expect(
          ARCS.some((arc) => arc.kind === 'care' && arc.themes.includes(id) && arc.ages.includes(age)),
          `${id} ${age}`,
        ).toBe(true);
  });

  it('tells every theme of the catalogue in both languages and age bands', () => {
    for (const id of [...EVERYDAY_THEMES, ...SENSITIVE_THEMES, 'adventure' as const])
      for (const language of ['en', 'de'] as const)
        for (const age of Object.values(AGES)) {
          const plan = buildPlan({
            language,
            hero: { age },
            theme: { id, sensitive: false, words: null, about: null },
          });
          const { story } = told(plan, `${id}-${language}-${age}`);
          expect(story.scenes.length, `${id} ${language} ${age}`).toBeGreaterThanOrEqual(4);
        }
  });
});

describe('a story of its own', () => {
  const plan = buildPlan({ people: [mum], theme: { id: 'sharing', sensitive: false, words: null, about: null } });

  it('is the same story for the same plan and seed', () => {
    expect(told(plan, 'seed-1').story).toEqual(told(plan, 'seed-1').story);
  });

  it('is another story for another seed: most sentences differ', () => {
    const sentences = (seed: string) => told(plan, seed).story.scenes.flatMap((scene) => splitSentences(scene.text));
    let shared = 0;
    let total = 0;
    for (let i = 0; i < 10; i++) {
      const first = sentences(`a-${i}`);
      const second = new Set(sentences(`b-${i}`));
      shared += first.filter((sentence) => second.has(sentence)).length;
      total += first.length;
    }
    expect(shared / total).toBeLessThan(0.5);
  });

  it("never tells one of the child's recent arcs while another fits", () => {
    const recent: string[] = [];
    for (let episode = 0; episode < 4; episode++) {
      const { settled } = told(plan, `episode-${episode}`, recent);
      const fitting = ARCS.filter((arc) => arc.kind === 'adventure' && arc.ages.includes('big')).length;
      if (recent.length < fitting) expect(recent).not.toContain(settled.story!.arc);
      recent.unshift(settled.story!.arc);
    }
  });
});

describe('every story is well formed', () => {
  const themes = [...EVERYDAY_THEMES.slice(0, 12), ...SENSITIVE_THEMES];
  for (const language of ['en', 'de'] as const)
    it(`has 4 to 10 scenes, no sentence twice, nothing unfilled, and ends asleep (${language})`, () => {
      themes.forEach((id, i) => {
        const plan = buildPlan({
          language,
          hero: { age: i % 2 ? AGES.big : AGES.little, pronoun: (['he', 'she', 'they'] as const)[i % 3] },
          people: [mum],
          theme: { id, sensitive: false, words: null, about: null },
        });
        const { story } = told(plan, `well-formed-${i}`);
        const label = `${id} (${language})`;
        expect(story.scenes.length, label).toBeGreaterThanOrEqual(4);
        expect(story.scenes.length, label).toBeLessThanOrEqual(10);
        expect(story.scenes.at(-1)!.picture.where, label).toBe('bedroom');
        const text = [story.title, story.summary, ...story.scenes.map((scene) => scene.text)].join(' ');
        expect(text, label).not.toMatch(/undefined|null|NaN|\[object|\$\{| {2}/);
        const sentences = story.scenes.flatMap((scene) => splitSentences(scene.text)).filter((s) => s.length > 30);
        expect(new Set(sentences).size, label).toBe(sentences.length);
      });
    });
});

describe('a plan changed in a browser', () => {
  it('is told even with words the lexicon does not know: they stay out of the story', () => {
    const unknown = (kind: PlanDetail['kind'], owner: string | null = null): PlanDetail => ({
      id: `d-${kind}`,
      kind,
      words: `some ${kind}`,
      lexeme: 'no-such-word',
      colour: 'no-such-colour',
      owner,
      wanted: true,
      used: false,
      where: null,
      why: null,
    });
    const grandpa: PlanPerson = { ...mum, id: 'p2', relation: 'grandpa', status: 'remembered', livesWithChild: false };
    for (const language of ['en', 'de'] as const) {
      const plan = buildPlan({
        language,
        companion: { kind: 'no-such-animal' },
        people: [mum, grandpa],
        pets: [{ id: 'pet1', name: null, kind: 'no-such-pet', status: 'here' }],
        theme: { id: 'death-person', sensitive: true, words: null, about: 'p2' },
        details: [
          unknown('colour'),
          unknown('animal'),
          unknown('food'),
          unknown('activity'),
          unknown('toy'),
          unknown('clothing', 'p2'),
          unknown('thing'),
        ],
      });
      const { story } = told(plan, `unknown-${language}`);
      const text = story.scenes.map((scene) => scene.text).join(' ');
      expect(text).not.toMatch(/no-such|undefined/);
    }
  });
});

describe("a child's series", () => {
  it('opens each night with an evening not heard before, and when all were heard, with the one heard longest ago', () => {
    for (const language of ['en', 'de'] as const) {
      const evenings: object[] = homeEvening[language].filter(
        // The built plan names no grown-ups, so the evenings that need them are not its to hear.
        (variant) =>
          variant.needs.includes('series') &&
          !variant.needs.includes('grownups') &&
          (!variant.ages || variant.ages.includes('big')),
      );
      const earlier: EarlierStory[] = [];
      const opened: object[] = [];
      let previous: NonNullable<StoryPlan['series']>['previous'] = null;
      for (let night = 1; night <= evenings.length * 3; night++) {
        const seed = `night-${night}`;
        const settled = settlePlan(buildPlan({ language, series: { episode: night, previous } }), { seed, earlier });
        const story = tellStory(settled, { seed, earlier });
        opened.push(...story.variants.filter((variant) => evenings.includes(variant)));
        earlier.unshift({ plan: settled, seed });
        previous = { arc: settled.story!.arc, setting: settled.setting.id, thread: null };
      }
      expect(opened.length, language).toBeGreaterThan(evenings.length * 2);
      for (let i = 0; i + evenings.length <= opened.length; i++)
        expect(new Set(opened.slice(i, i + evenings.length)).size, `${language} from ${i}`).toBe(evenings.length);
    }
  });
});

describe("a child's series keeps the family", () => {
  it('names the mum at home every night, even when her passages were heard before', () => {
    for (const language of ['en', 'de'] as const) {
      const earlier: EarlierStory[] = [];
      let previous: NonNullable<StoryPlan['series']>['previous'] = null;
      for (let night = 1; night <= 10; night++) {
        const seed = `family-${night}`;
        const plan = buildPlan({ language, people: [mum], series: { episode: night, previous } });
        const settled = settlePlan(plan, { seed, earlier });
        const story = tellStory(settled, { seed, earlier });
        expect(
          story.uses.some((use) => use.slot === 'grownups'),
          `${language} night ${night}`,
        ).toBe(true);
        earlier.unshift({ plan: settled, seed });
        previous = { arc: settled.story!.arc, setting: settled.setting.id, thread: null };
      }
    }
  });
});
