import type { PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { someoneIllBig } from '../src/arcs/care/someone-ill-big.ts';
import { someoneIllLittle } from '../src/arcs/care/someone-ill-little.ts';
import { sentenceLength } from '../src/lint/rules/sentence-length.ts';
import {
  DETAILS,
  everyChild,
  NEVER_DEAD_DE,
  NEVER_DEAD_EN,
  person,
  pet,
  problems,
  tellEach,
  thinPassages,
} from './care-check.ts';

// Someone ill: a sister at home or in hospital, a grandpa, a grandma with dementia, a mum; with and
// without the grown-ups at home and the child's things; both languages, both age bands, every
// pronoun. Nobody ill is told as dead or as going away for good; worry is named; an ill sibling
// may be resented for the attention; with dementia the forgetting is the illness, never less love.

type Ill = { relation: PlanPerson['relation']; name: string | null; health: PlanPerson['health']; hospital: boolean };
const ILL: Ill[] = [
  { relation: 'sister', name: 'Mia', health: 'ill', hospital: false },
  { relation: 'brother', name: 'Ben', health: 'ill', hospital: true },
  { relation: 'grandpa', name: null, health: 'ill', hospital: true },
  { relation: 'grandma', name: null, health: 'dementia', hospital: false },
  { relation: 'mum', name: null, health: 'ill', hospital: false },
];
const SEEDS = ['1', '2', '3'];

function plansFor(ill: Ill, full: boolean) {
  const one = person('ill', ill.relation, {
    name: ill.name,
    health: ill.health,
    status: ill.hospital ? 'away' : 'here',
    away: ill.hospital ? 'hospital' : null,
    livesWithChild: ill.relation !== 'grandpa' && ill.relation !== 'grandma',
  });
  const grownups = ill.relation === 'mum' ? [person('dad', 'dad')] : [person('mum', 'mum'), person('dad', 'dad')];
  return everyChild({
    theme: { id: 'someone-ill', sensitive: true, words: null, about: 'ill' },
    people: full ? [one, ...grownups] : [one],
    pets: full ? [pet('cat', 'cat', 'Minka')] : [],
    details: full ? DETAILS : [],
  });
}

const tellings = ILL.flatMap((ill) =>
  [true, false].flatMap((full) => tellEach(plansFor(ill, full), SEEDS).map((telling) => ({ ...telling, ill }))),
);
const en = (language: string) => language === 'en';

describe('someone ill', () => {
  it('is told with its care arc, every scene with text, nothing unfilled, never as a death or a goodbye', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'someone-ill', en(telling.plan.language) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('names the worry or the sadness, and that the ill one still loves the child', () => {
    for (const { plan, text } of tellings) {
      expect(text).toMatch(en(plan.language) ? /worr|sad/i : /Sorge|traurig/);
      expect(text).toMatch(en(plan.language) ? /lov(?:es?|ing) (?:you|me|Theo|Lina|Kim)|love is/ : /lieb/);
    }
  });

  it('lets a child be cross with an ill brother or sister', () => {
    for (const { plan, text, ill } of tellings)
      if (ill.relation === 'sister' || ill.relation === 'brother')
        expect(text).toMatch(en(plan.language) ? /cross/ : /wütend/);
  });

  it('tells dementia as a brain that is ill, never as less love, and something that stays', () => {
    for (const { plan, text, ill } of tellings) {
      if (ill.health !== 'dementia') continue;
      expect(text).toMatch(en(plan.language) ? /brain/ : /Gehirn|Kopf/);
      expect(text).toMatch(en(plan.language) ? /song|hand|photo/ : /Lied|Hand|Fotos/);
    }
  });

  it('says where a sister in hospital is: the doctors and nurses look after her', () => {
    for (const { plan, text, ill } of tellings)
      if (ill.hospital && plan.hero.age! > 4) expect(text).toMatch(en(plan.language) ? /hospital/ : /Krankenhaus/);
  });

  it('tells a little child in hospital words a breath long, a big child at most thirty words a sentence', () => {
    const found = tellings.flatMap(({ plan, story }) => sentenceLength({ id: plan.hero.name, plan, story } as never));
    expect(found.map((finding) => finding.sentence)).toEqual([]);
  });

  it('draws only the guide, the grown-ups at home and the pet, never the ill one in a scene of their own', () => {
    for (const { story } of tellings)
      for (const scene of story.scenes)
        expect(['guide', 'grownups', 'homePet']).toEqual(expect.arrayContaining([...scene.picture.cast]));
  });

  it('tells a plan that names nobody ill with its own lines', () => {
    const plans = everyChild({ theme: { id: 'someone-ill', sensitive: true, words: null, about: null } });
    const found = tellEach(plans, SEEDS).flatMap((telling) =>
      problems(telling, 'someone-ill', en(telling.plan.language) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(someoneIllBig), ...thinPassages(someoneIllLittle)]).toEqual([]);
  });
});
