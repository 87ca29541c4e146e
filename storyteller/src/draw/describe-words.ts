import type { PlanPerson, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { RELATIONS } from '../lexicon/relations.ts';
import type { DeNounForms, EnNounForms, NounEntry } from '../lexicon/types.ts';
import type { CastThing } from './cast.ts';

// What both languages' descriptions are made of: the lexicon's forms for an animal kind (the guide
// may be a knight or a robot, which are no animals), the entry of a thing the parent named, and
// the name the child calls a grown-up by.

const NOT_ANIMALS: Readonly<Record<string, { en: EnNounForms; de: DeNounForms }>> = {
  knight: { en: { noun: 'knight' }, de: { noun: 'Ritter', gender: 'm' } },
  mermaid: { en: { noun: 'mermaid' }, de: { noun: 'Meerjungfrau', gender: 'f' } },
  robot: { en: { noun: 'robot' }, de: { noun: 'Roboter', gender: 'm' } },
  creature: { en: { noun: 'creature' }, de: { noun: 'Wesen', gender: 'n' } },
  teddy: { en: { noun: 'teddy bear' }, de: { noun: 'Teddybär', gender: 'm', oblique: 'Teddybären' } },
};

/** The forms of an animal kind: the lexicon's, a guide's that is no animal, or the kind's own word. */
export function kindForms(kind: string): { en: EnNounForms; de: DeNounForms } {
  const animal = lexicon.animal(kind);
  if (animal) return animal.forms;
  if (Object.hasOwn(NOT_ANIMALS, kind)) return NOT_ANIMALS[kind];
  const word = kind.split('-').join(' ');
  return { en: { noun: word }, de: { noun: word.charAt(0).toUpperCase() + word.slice(1), gender: 'n' } };
}

/** The lexicon's entry for a thing the parent named (a toy, a food, a garment kept in memory). */
export function thingEntry(thing: CastThing): NounEntry | undefined {
  const id = thing.detail?.lexeme;
  if (!id || thing.role === 'prop') return undefined;
  return lexicon.toy(id) ?? lexicon.food(id) ?? lexicon.clothing(id);
}

/** How the child calls a grown-up: the parent's word, "Grandma Rose", or the name, else "Mummy". */
export function calledBy(person: PlanPerson, language: 'en' | 'de'): string {
  if (person.calls) return person.calls;
  const calls = RELATIONS[person.relation][language].calls;
  if (person.name && ['grandma', 'grandpa', 'aunt', 'uncle'].includes(person.relation))
    return `${calls} ${person.name}`;
  return person.name ?? calls;
}

/** XML and HTML cannot hold control characters: a description never carries one. */
export function plainText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 9 || code === 10 || code === 13) out += ' ';
    else if (code >= 32 && (code < 127 || code > 159) && code !== 0xfffe && code !== 0xffff) out += char;
  }
  return out.split(' ').filter(Boolean).join(' ');
}

/** "a, b and c" / „a, b und c“. */
export function listed(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The hour of the picture, for an image model: dusk, evening or night. */
export function hourOf(night: number): 'dusk' | 'evening' | 'night' {
  return night < 0.25 ? 'dusk' : night < 0.7 ? 'evening' : 'night';
}

export type Hero = StoryPlan['hero'];
