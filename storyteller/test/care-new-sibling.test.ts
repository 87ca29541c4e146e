import { describe, expect, it } from 'vitest';
import { newSiblingBig } from '../src/arcs/care/new-sibling-big.ts';
import { newSiblingLittle } from '../src/arcs/care/new-sibling-little.ts';
import {
  DETAILS,
  everyChild,
  NEVER_DEAD_DE,
  NEVER_DEAD_EN,
  person,
  problems,
  tellEach,
  thinPassages,
} from './care-check.ts';

// A new baby: named (a sister, a brother, a baby of whom the plan says neither) and not named; with
// and without the grown-ups and the child's things; both languages, both age bands, every pronoun.
// Jealousy is named and allowed, the child is loved as before, and the baby never walks or talks.

const BABIES = [
  { relation: 'sister' as const, name: 'Rosa' },
  { relation: 'brother' as const, name: 'Jonas' },
  { relation: 'other' as const, name: 'Sam' },
  { relation: 'sister' as const, name: null },
];
const SEEDS = ['1', '2', '3'];

function plansFor(baby: (typeof BABIES)[number], full: boolean) {
  const one = person('baby', baby.relation, { name: baby.name });
  const grownups = [person('mum', 'mum'), person('dad', 'dad')];
  return everyChild({
    theme: { id: 'new-sibling', sensitive: true, words: null, about: 'baby' },
    people: full ? [one, ...grownups] : [one],
    details: full ? DETAILS : [],
  });
}

const tellings = BABIES.flatMap((baby) =>
  [true, false].flatMap((full) => tellEach(plansFor(baby, full), SEEDS).map((telling) => ({ ...telling, baby }))),
);
const en = (language: string) => language === 'en';

describe('a new sibling', () => {
  it('is told with its care arc, every scene with text, nothing unfilled, nothing cheering', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'new-sibling', en(telling.plan.language) ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('names the jealousy and says the child is loved as before', () => {
    for (const { plan, text } of tellings) {
      expect(text).toMatch(en(plan.language) ? /jealous/i : /eifersüchtig|Eifersucht/i);
      expect(text).toMatch(en(plan.language) ? /loved|love/ : /lieb/);
    }
  });

  it('calls a named baby by name, and a baby without a name "the baby"', () => {
    for (const { plan, text, baby } of tellings) {
      if (baby.name) expect(text).toContain(baby.name);
      else expect(text).toMatch(en(plan.language) ? /the (?:new )?baby/ : /Baby/);
    }
  });

  it('lets the baby sleep, cry and hold a finger, and never walk or talk', () => {
    const walks = /\b(?:the baby|Rosa|Jonas|Sam) (?:walk|talk|said|says|ran|runs|smiled at|watched)/i;
    const läuft = /\b(?:das Baby|Rosa|Jonas|Sam) (?:läuft|lief|sagt|sagte|spricht|sprach|rannte)/;
    for (const { plan, text } of tellings) {
      expect(text).not.toMatch(en(plan.language) ? walks : läuft);
      expect(text).toMatch(en(plan.language) ? /finger/ : /Finger/);
    }
  });

  it('draws the baby in no picture (the plan does not say whether the baby is born yet)', () => {
    for (const { story } of tellings)
      for (const scene of story.scenes) expect(scene.picture.cast).not.toContain('baby');
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(newSiblingBig), ...thinPassages(newSiblingLittle)]).toEqual([]);
  });
});
