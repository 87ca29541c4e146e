import { describe, expect, it } from 'vitest';
import { lexicon } from '../src/lexicon/index.ts';
import { planOf } from './reader-order.ts';

// Where the story happens (the form's setting only: the free text never moves it), who comes along,
// and the series an episode belongs to.

/**
 * What parents type for a place, and the setting it must be read as. The reader reads them through
 * the lexicon's spellings (`lexicon.settings()`); a place not in the lexicon yet is skipped here until
 * its file lands, so these lines are also the spellings its file must have.
 */
const TYPED: [typed: string, id: string][] = [
  ['Magical forest', 'magical-forest'],
  ['an enchanted forest full of fireflies', 'magical-forest'],
  ['im Zauberwald', 'magical-forest'],
  ['der Wald hinter dem Haus', 'magical-forest'],
  ['a castle in the clouds', 'enchanted-castle'],
  ['ein Schloss', 'enchanted-castle'],
  ['under the sea', 'underwater-kingdom'],
  ['unter dem Meer', 'underwater-kingdom'],
  ['in space', 'space-adventure'],
  ['im Weltall', 'space-adventure'],
  ['the land of dinosaurs', 'dinosaur-land'],
  ['bei den Dinosauriern', 'dinosaur-land'],
  ['a village of animals', 'animal-village'],
  ["Grandma's farm", 'farm'],
  ['auf dem Bauernhof', 'farm'],
  ['at the seaside', 'seaside'],
  ['am Strand', 'seaside'],
  ['a snowy forest', 'snowy-forest'],
  ['im verschneiten Wald', 'snowy-forest'],
  ['in the mountains', 'mountains'],
  ['in den Bergen', 'mountains'],
  ['the jungle', 'jungle'],
  ['im Dschungel', 'jungle'],
  ['at home', 'home'],
  ['zu Hause', 'home'],
];

describe('reader: the setting', () => {
  it.each([
    'magical-forest',
    'enchanted-castle',
    'underwater-kingdom',
    'space-adventure',
    'dinosaur-land',
    'animal-village',
  ])('takes the form’s id %s as it is', (id) => {
    expect(planOf(undefined, { setting: id }).setting).toEqual({ id, words: null });
    expect(planOf(undefined, { storySetting: id }).setting).toEqual({ id, words: null });
  });

  it('is the magical forest when nothing is chosen', () => {
    expect(planOf(undefined).setting).toEqual({ id: 'magical-forest', words: null });
  });

  const known = new Set(lexicon.settings().map((s) => s.id));
  for (const [typed, id] of TYPED) {
    it.skipIf(!known.has(id as never))(`reads the typed "${typed}" as ${id}, keeping the words`, () => {
      expect(planOf(undefined, { setting: typed }).setting).toEqual({ id, words: typed });
    });
  }

  it('keeps a place it cannot place in the parent’s words', () => {
    expect(planOf(undefined, { setting: 'Narnia' }).setting).toEqual({ id: 'magical-forest', words: 'Narnia' });
  });

  it('is never moved by the free text (stars on the pyjamas are no space adventure)', () => {
    expect(planOf('He loves his pyjamas with stars and dinosaurs.').setting.id).toBe('magical-forest');
    expect(planOf('Er liebt seinen Schlafanzug mit Dinos.', { language: 'de' }).setting.id).toBe('magical-forest');
  });
});

describe('reader: brothers and sisters', () => {
  it('takes the form’s siblings with ids, a pronoun and a role', () => {
    const plan = planOf(undefined, {
      siblings: [
        { name: 'Mia', age: 8, pronoun: 'she', role: 'finder' },
        { name: 'Sam', pronoun: 'unspecified' },
      ],
    });
    expect(plan.siblings).toEqual([
      { id: 's1', name: 'Mia', age: 8, pronoun: 'she', role: 'finder' },
      { id: 's2', name: 'Sam', age: null, pronoun: 'they', role: 'helper' },
    ]);
  });
});

describe('reader: a series', () => {
  it('carries the last episode’s arc, place and thread', () => {
    const previous = {
      ...planOf(undefined, { setting: 'space-adventure', favoriteColor: 'red' }),
      story: { arc: 'lost-treasure', scenes: 6 },
    };
    previous.details = [{ ...previous.details[0], kind: 'toy', lexeme: 'scooter', used: true }];
    expect(planOf(undefined, { memory: { previous, episode: 3 } }).series).toEqual({
      episode: 3,
      previous: { arc: 'lost-treasure', setting: 'space-adventure', thread: 'scooter' },
    });
  });

  it('is none without an episode, and has no previous without a told story', () => {
    expect(planOf(undefined).series).toBeNull();
    expect(planOf(undefined, { memory: { previous: planOf(undefined), episode: 2 } }).series).toEqual({
      episode: 2,
      previous: null,
    });
  });
});
