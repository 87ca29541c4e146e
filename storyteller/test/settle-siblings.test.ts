import type { StoryPlan } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import { buildPlan } from './plan-builder.ts';

// A brother or sister comes along only while the plan has them at home and well: a status the parent
// changed on the plan screen wins over the siblings' list.

const mats = (status: StoryPlan['people'][number]['status'], health: 'well' | 'ill' = 'well') =>
  buildPlan({
    siblings: [{ id: 's1', name: 'Mats', age: 3, pronoun: 'he', role: 'helper' }],
    people: [
      { id: 'p1', name: 'Mats', relation: 'brother', calls: null, status, away: null, health, livesWithChild: true },
    ],
  });

const told = (plan: StoryPlan) => {
  const settled = settlePlan(plan, { seed: 'siblings' });
  const story = tellStory(settled, { seed: 'siblings' });
  return { settled, text: story.scenes.map((scene) => scene.text).join('\n') };
};

describe('settle: brothers and sisters who come along', () => {
  it('brings a brother at home along', () => {
    const { settled, text } = told(mats('here'));
    expect(settled.siblings.map((s) => s.name)).toEqual(['Mats']);
    expect(text).toContain('Mats');
  });

  it.each([['remembered' as const], ['away' as const]])('leaves a brother who is %s out of the adventure', (status) => {
    const { settled } = told(mats(status));
    expect(settled.siblings).toEqual([]);
  });

  it('leaves a brother who is ill out of the adventure', () => {
    expect(told(mats('here', 'ill')).settled.siblings).toEqual([]);
  });
});

describe('pictures: brothers and sisters who come along', () => {
  it('are in every picture of every adventure, the last one asleep too', () => {
    const plan = buildPlan({ siblings: [{ id: 's1', name: 'Lou', age: 4, pronoun: 'they', role: 'finder' }] });
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const settled = settlePlan(plan, { seed });
      const story = tellStory(settled, { seed });
      for (const [index, scene] of story.scenes.entries())
        expect(scene.picture.cast, `${settled.story?.arc} scene ${index + 1}`).toContain('siblings');
    }
  });
});
