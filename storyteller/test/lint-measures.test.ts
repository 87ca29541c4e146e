import type { PlanDetail, PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { LULLABIES_EN } from '../src/slots/english.ts';
import {
  detailCoverage,
  distinctTitles,
  familiesPresent,
  goalActedOut,
  harm,
  repetitionAcrossChildren,
  repetitionInSeries,
  wordsPerSentence,
} from '../src/lint/measures.ts';
import { buildPlan } from './plan-builder.ts';
import { subject } from './lint-subject.ts';

const mum = (id: string, calls: string): PlanPerson => ({
  id,
  name: null,
  relation: 'mum',
  calls,
  status: 'here',
  away: null,
  health: 'well',
  livesWithChild: true,
});
const detail = (id: string, used: boolean, why: string | null): PlanDetail => ({
  id,
  kind: 'food',
  words: 'pancakes',
  lexeme: 'pancakes',
  colour: null,
  owner: null,
  wanted: true,
  used,
  where: used ? 'In scene 2.' : null,
  why,
});

describe('the quality measures', () => {
  it('families present: every person here and living with the child is named', () => {
    const plan = buildPlan({ people: [mum('p1', 'Mummy Jo'), mum('p2', 'Mama Kate')] });
    const family = familiesPresent([subject({ plan, scenes: ['Mummy Jo tucked Theo in.'] })]);
    expect(family).toMatchObject({ people: 2, named: 1, share: 0.5, stories: 1, storiesAllNamed: 0 });
  });

  it('families present: two mums the parent did not name are named when told together', () => {
    const unnamed = { ...mum('p1', 'x'), calls: null };
    const plan = buildPlan({ people: [unnamed, { ...unnamed, id: 'p2' }] });
    const together = familiesPresent([subject({ plan, scenes: ['Both mums tucked Theo in.'] })]);
    expect(together).toMatchObject({ people: 2, named: 2, storiesAllNamed: 1 });
    expect(familiesPresent([subject({ plan, scenes: ['Theo slept.'] })])).toMatchObject({ named: 0 });
  });

  it('detail coverage: used, and used or with a why', () => {
    const plan = buildPlan({
      details: [detail('d1', true, null), detail('d2', false, 'No room.'), detail('d3', false, null)],
    });
    expect(detailCoverage([subject({ plan, scenes: ['…'] })])).toMatchObject({ wanted: 3, used: 1, accounted: 2 });
  });

  it('goal acted out: an everyday theme’s moments in the arc, a care theme by a care arc', () => {
    const story = { arc: 'lost-treasure', scenes: 7 };
    const theme = (id: 'dark' | 'adventure' | 'death-person' | 'potty') => ({
      id,
      sensitive: false,
      words: null,
      about: null,
    });
    expect(goalActedOut(buildPlan({ theme: theme('adventure'), story }))).toBeNull();
    // A goal the parent typed that the reader left as an adventure is a goal not acted out.
    expect(goalActedOut(buildPlan({ theme: theme('adventure'), story }), true)).toBe(false);
    expect(goalActedOut(buildPlan({ theme: theme('dark'), story }))).toBe(true);
    expect(goalActedOut(buildPlan({ theme: theme('death-person'), story }))).toBe(false);
    expect(goalActedOut(buildPlan({ theme: theme('dark'), story: null }))).toBe(false);
  });

  it('repetition across children and within a series, with every name masked', () => {
    const shared = (name: string) => `${name} and Pip tiptoed past the sleeping dragon in the hall.`;
    const stories = [
      subject({
        id: 'a',
        plan: buildPlan({ hero: { name: 'Ava' } }),
        scenes: [shared('Ava'), 'Rain drummed on the old tin roof.'],
      }),
      subject({
        id: 'b',
        plan: buildPlan({ hero: { name: 'Ben' } }),
        scenes: [shared('Ben'), 'A kettle sang on the stove all evening.'],
      }),
      subject({
        id: 'c',
        plan: buildPlan({ hero: { name: 'Cy' } }),
        scenes: ['Snow fell over the sleeping village and its chimneys.'],
      }),
    ];
    const across = repetitionAcrossChildren(stories, 3);
    expect(across).toMatchObject({ batches: 1, stories: 3, worst: 0.5 });
    expect(across.mean).toBeCloseTo(1 / 3);
    const series = repetitionInSeries(stories.map((story) => ({ ...story, series: 'one' })));
    expect(series).toEqual([{ series: 'one', language: 'en', episodes: 3, mean: 1 / 3 }]);
  });

  it('counts the night song a series keeps as no repetition, and the words around it as any others', () => {
    const song = LULLABIES_EN[0];
    const episode = (id: string, around: string) => ({
      ...subject({ id, plan: buildPlan(), scenes: [`Pip hummed: "${song}."`, around] }),
      series: 'one',
    });
    const quiet = [episode('a', 'Rain drummed on the old tin roof.'), episode('b', 'A kettle sang on the stove.')];
    expect(repetitionInSeries(quiet)[0].mean).toBe(0);
    const framed = (id: string) => episode(id, `"${song}," sang Pip, softer and softer and softer still.`);
    expect(repetitionInSeries([framed('a'), framed('b')])[0].mean).toBeGreaterThan(0);
  });

  it('titles, words per sentence, and no harm in a gentle story', () => {
    const stories = [subject({ title: 'Ava and the Moon', scenes: ['One two three.', 'One two three four five.'] })];
    expect(distinctTitles([...stories, ...stories])).toEqual({ stories: 2, distinct: 1, distinctMasked: 1 });
    expect(wordsPerSentence(stories, 'big')).toMatchObject({ stories: 1, mean: 4, max: 5, wordsPerStory: 8 });
    expect(harm(stories)).toEqual([]);
  });
});
