import type { FamilyShape, Language } from '@dreamweaver/contracts';
import { RELATIONS } from '../lexicon/relations.ts';
import type { Person } from './people.ts';
import type { Reading } from './reading.ts';
import { w } from './text.ts';

// Who the child lives with, as the parent said it, and whether there are two homes. Nobody is
// added: "Mummy and Daddy" is a shape only when the parent named both, and two mums are two mums;
// two the parent did not name are asked about (what does the child call each?).

/** Parents who are separating or have separated ("we separated", „haben sich im Sommer getrennt“). */
export const SEPARATION: Record<Language, RegExp[]> = {
  en: [
    w`separat(?:ed|ing|ion)(?! anxiety)|divorc…|split(?:ting)? up|break(?:ing)? up|broke(?:n)? up`,
    w`(?:don't|do not|no longer|not) live together(?: any ?more)?|(?:no longer|not) living together`,
    w`(?:dad|daddy|mum|mummy|mom|mommy|father|mother|papa|mama) (?:has |had )?moved out`,
  ],
  de: [
    w`getrennt|trennen sich|trennung(?:en)?|geschieden|scheidung|lassen sich scheiden`,
    w`(?:wohnen|leben) nicht mehr zusammen|nicht mehr zusammen (?:wohnen|leben)|(?:papa|mama|vater|mutter) ist ausgezogen`,
  ],
};

/** Life in two homes, said without the separation ("two houses", „Wechselmodell“). */
export const TWO_HOMES: Record<Language, RegExp[]> = {
  en: [
    w`two (?:homes|houses|bedrooms)|(?:dad|daddy|mum|mummy|mom|mommy|papa|mama)'?s (?:house|home|place|flat)`,
    w`every other weekend|week on,? week off|co-?parent…|between (?:both |two )?(?:houses|homes)`,
  ],
  de: [
    w`zwei (?:zuhause|wohnungen|kinderzimmer|häuser)|wechselmodell|jede(?:s)? zweite (?:woche|wochenende)|abwechselnd bei|pendelt`,
    w`bei (?:papa|mama) und bei (?:mama|papa)|(?:papas|mamas) (?:wohnung|haus)`,
  ],
};

const ONE_PARENT: Record<Language, RegExp> = {
  en: w`(?:it'?s )?just (?:me|the two of us|us two) and (?:him|her|them)|it'?s just (?:me|us two|the two of us)|single (?:mum|mom|mother|dad|father|parent)|solo (?:mum|mom|dad|parent)|on my own with (?:him|her|them)`,
  de: w`alleinerziehend…|nur wir (?:beide|zwei)|(?:ich bin|bin) allein mit (?:ihm|ihr)|nur (?:ich|mama|papa) und (?:er|sie)`,
};

const GRANDPARENTS: Record<Language, RegExp> = {
  en: w`(?:lives?|living) with (?:his |her |their |my )?(?:grand ?parents|(?:grandma|granny|nana|gran|nan) and (?:grandpa|grandad|granddad))`,
  de: w`(?:wohnt|lebt|wohnen|leben) bei (?:seinen |ihren |den |meinen )?(?:großeltern|(?:oma|omi) und (?:opa|opi))`,
};

const OTHER: Record<Language, RegExp> = {
  en: w`foster…|guardian|step-?(?:mum|mom|mother|dad|father|parent)s?`,
  de: w`pflege(?:mutter|vater|eltern|familie|mama|papa)|stief(?:mutter|vater|mama|papa)|vormund`,
};

export interface FamilyReading {
  shape: FamilyShape;
  twoHomes: boolean;
  separated: boolean;
}

export function readFamily(reading: Reading, people: readonly Person[]): FamilyReading {
  const said = (patterns: Record<Language, RegExp | RegExp[]>) =>
    reading.told.some((s) => [patterns[s.language]].flat().some((p) => p.test(s.lower)));
  const separated = said(SEPARATION);
  const twoHomes = separated || said(TWO_HOMES);
  const living = people.filter((p) => p.status !== 'remembered');
  const mums = living.filter((p) => p.relation === 'mum').length;
  const dads = living.filter((p) => p.relation === 'dad').length;
  const remembered = people.some((p) => (p.relation === 'mum' || p.relation === 'dad') && p.status === 'remembered');
  let shape: FamilyShape = 'not-said';
  if (said(GRANDPARENTS)) shape = 'grandparents';
  else if (mums >= 2 && dads === 0) shape = 'two-mums';
  else if (dads >= 2 && mums === 0) shape = 'two-dads';
  else if (said(ONE_PARENT)) shape = 'one-parent';
  else if (said(OTHER)) shape = 'other';
  else if (mums >= 1 && dads >= 1 && !remembered) shape = 'mum-and-dad';
  return { shape, twoHomes, separated };
}

/**
 * Two mums or two dads of the family, neither named nor called anything: to the story both would be
 * "Mummy". The plan asks what the child calls each (questions.ts); until then they are told together.
 */
export function unnamedPair(people: readonly Person[], language: Language): [Person, Person] | null {
  for (const relation of ['mum', 'dad'] as const) {
    const two = people.filter((p) => p.relation === relation && !p.unclear);
    const said = (p: Person) => p.calls ?? RELATIONS[relation][language].calls;
    if (two.length === 2 && two.every((p) => p.name === null) && said(two[0]) === said(two[1])) return [two[0], two[1]];
  }
  return null;
}

/** Where one of two is, for the question's choices: "Papa (ill) and Papi (at home)". */
export function whereOf(person: Person): 'home' | 'away' | 'ill' | 'remembered' | 'elsewhere' {
  if (person.status === 'remembered') return 'remembered';
  if (person.health !== 'well') return 'ill';
  if (person.status === 'away') return 'away';
  return person.livesWithChild ? 'home' : 'elsewhere';
}

/** Whether the story tells the two apart (one away, ill, remembered, or in another home): then it must know their words. */
export function toldApart([a, b]: readonly [Person, Person], twoHomes: boolean): boolean {
  return twoHomes || whereOf(a) !== whereOf(b);
}
