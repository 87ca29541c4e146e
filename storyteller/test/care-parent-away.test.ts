import type { PlanPerson } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { parentAwayBig } from '../src/arcs/care/parent-away-big.ts';
import { parentAwayLittle } from '../src/arcs/care/parent-away-little.ts';
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

// A parent away: told for every reason (work, forces, hospital, elsewhere, none), with and without
// the grown-ups at home and the child's things, in both languages, both age bands, every pronoun.
// The away one is never told as dead or gone for good; where they are and that they are coming
// back is said; the missing is named.

const REASONS: PlanPerson['away'][] = ['work', 'forces', 'hospital', 'elsewhere', null];
const SEEDS = ['1', '2', '3'];

function plansFor(reason: PlanPerson['away'], full: boolean) {
  const dad = person('dad', 'dad', { status: 'away', away: reason, livesWithChild: true });
  const people = full ? [dad, person('mum', 'mum'), person('gran', 'grandma', { name: 'Rose' })] : [dad];
  return everyChild({
    theme: { id: 'parent-away', sensitive: true, words: null, about: 'dad' },
    people,
    pets: full ? [pet('dog', 'dog', 'Bruno')] : [],
    details: full ? DETAILS : [],
  });
}

const tellings = REASONS.flatMap((reason) => [true, false].flatMap((full) => tellEach(plansFor(reason, full), SEEDS)));

describe('parent away', () => {
  it('is told with its care arc, every scene with text, nothing unfilled, never as a death or a goodbye', () => {
    const found = tellings.flatMap((telling) =>
      problems(telling, 'parent-away', telling.plan.language === 'en' ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('says where the parent is and that they are coming back, and names the missing', () => {
    for (const { plan, text } of tellings) {
      const en = plan.language === 'en';
      expect(text).toMatch(en ? /\bmiss/i : /vermiss/i);
      expect(text).toMatch(en ? /coming (?:back|home)/ : /wiederkomm|kommt wieder|wieder nach Hause/);
      const reason = plan.people[0].away;
      if (reason === 'forces') expect(text).toMatch(en ? /deployed/ : /im Einsatz/);
      if (reason === 'hospital') expect(text).toMatch(en ? /doctors and nurses/ : /Ärzte und Pflegerinnen/);
      if (reason === 'work') expect(text).toMatch(en ? /working far away/ : /arbeitet(?:e)? gerade weit weg/);
    }
  });

  it('lets a child worry about a parent in hospital', () => {
    const inHospital = tellings.filter(({ plan }) => plan.people[0].away === 'hospital');
    for (const { plan, text } of inHospital) expect(text).toMatch(plan.language === 'en' ? /worr/i : /Sorge/);
  });

  it('tells the same moon and a kiss blown to it', () => {
    for (const { plan, text } of tellings) {
      expect(text).toMatch(plan.language === 'en' ? /moon/ : /Mond/);
      expect(text).toMatch(plan.language === 'en' ? /kiss/ : /Kuss/);
    }
  });

  it('draws only the guide, the grown-ups at home and the pet: never the one away', () => {
    for (const { story } of tellings)
      for (const scene of story.scenes)
        expect(['guide', 'grownups', 'homePet']).toEqual(expect.arrayContaining([...scene.picture.cast]));
  });

  it('tells a plan that names nobody away with its own lines', () => {
    const plans = everyChild({ theme: { id: 'parent-away', sensitive: true, words: null, about: null } });
    const found = tellEach(plans, SEEDS).flatMap((telling) =>
      problems(telling, 'parent-away', telling.plan.language === 'en' ? NEVER_DEAD_EN : NEVER_DEAD_DE),
    );
    expect(found).toEqual([]);
  });

  it('has enough variants in every passage', () => {
    expect([...thinPassages(parentAwayBig), ...thinPassages(parentAwayLittle)]).toEqual([]);
  });
});
