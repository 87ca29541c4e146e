import { LANGUAGES, PLAN_RELATIONS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { DRAWN_SPECIES, DRAWN_THINGS } from '../src/lexicon/drawn-species.ts';
import { lexicon } from '../src/lexicon/index.ts';
import type { DeNounForms, Spellings } from '../src/lexicon/types.ts';

// The lexicon's words: the spellings the reader matches a parent's words with are lower case and
// name one entry of a kind each; every animal has a drawing and every activity's prop is drawn;
// German nouns carry what their phrases need (a plural, a weak noun's other form).

const KINDS = Object.entries(lexicon.all) as [string, readonly { id: string; spellings: Spellings }[]][];
const lookUp = (kind: keyof typeof lexicon.all, language: 'en' | 'de', typed: string) =>
  lexicon.all[kind].find((entry) => entry.spellings[language].includes(typed))?.id;

describe('spellings', () => {
  it.each(KINDS)('%s: every spelling is lower case, trimmed and not empty', (_kind, entries) => {
    for (const entry of entries)
      for (const language of LANGUAGES)
        for (const spelling of entry.spellings[language]) {
          expect(spelling, `${entry.id} (${language})`).toBe(spelling.toLowerCase().trim());
          expect(spelling.length, `${entry.id} (${language})`).toBeGreaterThan(0);
        }
  });

  it.each(KINDS)('%s: no spelling belongs to two entries, and no id to two', (_kind, entries) => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const language of LANGUAGES) {
      const owner = new Map<string, string>();
      for (const entry of entries)
        for (const spelling of new Set(entry.spellings[language])) {
          expect(owner.get(spelling), `"${spelling}" (${language}) in ${entry.id}`).toBeUndefined();
          owner.set(spelling, entry.id);
        }
    }
  });

  it('a rabbit is a Kaninchen, a hare a Hase, a bunny a Häschen; a kitten a Kätzchen', () => {
    expect(lexicon.animal('rabbit')!.forms.de.noun).toBe('Kaninchen');
    expect(lexicon.animal('hare')!.forms.de.noun).toBe('Hase');
    expect(lexicon.animal('bunny')!.forms.de.noun).toBe('Häschen');
    expect(lookUp('animals', 'de', 'kaninchen')).toBe('rabbit');
    expect(lookUp('animals', 'de', 'hase')).toBe('hare');
    expect(lookUp('animals', 'de', 'häschen')).toBe('bunny');
    expect(lookUp('animals', 'en', 'bunnies')).toBe('bunny');
    expect(lookUp('animals', 'de', 'kätzchen')).toBe('kitten');
    expect(lookUp('animals', 'de', 'hündchen')).toBe('dog');
    expect(lookUp('animals', 'de', 'kater')).toBe('tomcat');
    expect(lexicon.animal('tomcat')!.forms.de).toMatchObject({ noun: 'Kater', gender: 'm' });
  });

  it('a parent’s everyday words are found', () => {
    expect(lookUp('foods', 'en', 'fish fingers')).toBe('fish-fingers');
    expect(lookUp('foods', 'de', 'pommes')).toBe('chips');
    expect(lookUp('foods', 'de', 'chips')).toBe('crisps');
    expect(lookUp('foods', 'de', 'kaiserschmarrn')).toBe('kaiserschmarrn');
    expect(lookUp('foods', 'de', 'brezel')).toBe('pretzel');
    expect(lookUp('toys', 'en', 'lego')).toBe('lego');
    expect(lookUp('clothes', 'en', 'pjs')).toBe('pyjamas');
    expect(lookUp('activities', 'de', 'höhlen bauen')).toBe('dens');
    expect(lookUp('colours', 'de', 'lilane')).toBe('purple');
    expect(lookUp('colours', 'de', 'orangefarbenen')).toBe('orange');
  });

  it('every relation has the spellings a parent types', () => {
    const expected: [string, string[]][] = [
      ['mum', ['mum', 'mummy', 'mom', 'mama', 'mami', 'mutti']],
      ['dad', ['dad', 'daddy', 'papa', 'papi', 'vati']],
      ['grandma', ['grandma', 'granny', 'nana', 'nan', 'oma', 'omi']],
      ['grandpa', ['grandpa', 'grandad', 'granddad', 'opa', 'opi']],
      ['sister', ['sister', 'schwester']],
      ['brother', ['brother', 'bruder']],
      ['aunt', ['aunt', 'auntie', 'tante']],
      ['uncle', ['uncle', 'onkel']],
      ['cousin', ['cousin', 'cousine']],
      ['friend', ['friend', 'freund', 'freundin']],
      ['teacher', ['teacher', 'lehrer', 'lehrerin', 'erzieherin']],
    ];
    for (const [id, spellings] of expected) {
      const entry = lexicon.all.relations.find((relation) => relation.id === id)!;
      for (const spelling of spellings)
        expect([...entry.spellings.en, ...entry.spellings.de], `${id}: ${spelling}`).toContain(spelling);
    }
    expect(lexicon.all.relations.map((relation) => relation.id)).toEqual([...PLAN_RELATIONS]);
  });
});

describe('animals', () => {
  it('every drawing is one the pictures have', () => {
    for (const animal of lexicon.all.animals) expect(DRAWN_SPECIES, animal.id).toContain(animal.drawing);
  });

  it('the old engine’s animals are all here', () => {
    const old = ['kitten', 'puppy', 'bunny', 'hare', 'guinea-pig', 'polar-bear', 'seahorse', 'caterpillar', 'pegasus'];
    for (const id of old) expect(lexicon.animal(id), id).toBeDefined();
    for (const key of DRAWN_SPECIES.filter((key) => !['knight', 'mermaid', 'robot', 'creature', 'teddy'].includes(key)))
      expect(
        lexicon.all.animals.some((animal) => animal.drawing === key),
        key,
      ).toBe(true);
  });

  it('a masculine noun in -e is a weak noun with its other form: der Löwe, den Löwen; den Kuschelhasen', () => {
    for (const entry of [...lexicon.all.animals, ...lexicon.all.toys]) {
      const { noun, gender, oblique, pluralOnly } = entry.forms.de;
      if (gender === 'm' && !pluralOnly && noun.endsWith('e')) expect(oblique, entry.id).toBe(`${noun}n`);
    }
  });

  it('the body fits the creature: no paws on a whale, no claws on a snake', () => {
    expect(lexicon.animal('whale')!.body).toBe('flipper');
    expect(lexicon.animal('octopus')!.body).toBe('tentacle');
    expect(lexicon.animal('snake')!.body).toBe('tail');
    expect(lexicon.animal('snail')!.body).toBe('feeler');
    expect(lexicon.animal('owl')!.body).toBe('wing');
    expect(lexicon.animal('horse')!.body).toBe('hoof');
    expect(lexicon.all.animals.filter((animal) => animal.lives === 'anywhere')).toEqual([]);
  });
});

describe('German and English forms', () => {
  const nouns: [string, DeNounForms][] = [
    ...lexicon.all.animals,
    ...lexicon.all.foods,
    ...lexicon.all.toys,
    ...lexicon.all.clothes,
  ].map((entry) => [entry.id, entry.forms.de]);

  it('every German noun is capitalised and has a plural, or is a mass word', () => {
    for (const [id, forms] of nouns) {
      expect(forms.noun.charAt(0), id).toBe(forms.noun.charAt(0).toUpperCase());
      if (!forms.mass) expect(forms.plural, id).toBeDefined();
      if (forms.pluralOnly) expect(forms.plural, id).toBe(forms.noun);
    }
  });

  it('toys say whether they are hugged in bed', () => {
    for (const toy of lexicon.all.toys) expect(typeof toy.cuddly, toy.id).toBe('boolean');
    expect(lexicon.toy('teddy')!.cuddly).toBe(true);
    expect(lexicon.toy('comfort-blanket')!.cuddly).toBe(true);
    expect(lexicon.toy('scooter')!.cuddly).toBe(false);
    expect(lexicon.toy('train-set')!.cuddly).toBe(false);
  });

  it('foods say whether they are warm or leave crumbs', () => {
    expect(lexicon.food('pizza')).toMatchObject({ warm: true, crumbs: true });
    expect(lexicon.food('ice-cream')!.warm ?? false).toBe(false);
    expect(lexicon.food('ice-cream')!.crumbs ?? false).toBe(false);
    expect(lexicon.food('banana')!.crumbs ?? false).toBe(false);
    expect(lexicon.food('biscuits')!.crumbs).toBe(true);
  });

  it('colours: a paint for the drawing, a German stem and name; only lila and rosa take no ending', () => {
    for (const colour of lexicon.all.colours) {
      expect(colour.hex, colour.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.forms.de.stem, colour.id).toBe(colour.forms.de.stem.toLowerCase());
      expect(colour.spellings.de, colour.id).toContain(colour.forms.de.stem);
      expect(colour.forms.de.noun.charAt(0), colour.id).toBe(colour.forms.de.noun.charAt(0).toUpperCase());
    }
    const invariable = lexicon.all.colours.filter((colour) => colour.forms.de.invariable).map((c) => c.forms.de.stem);
    expect(invariable.sort()).toEqual(['lila', 'rosa']);
  });

  it('activities: every form is there, a separable part stands at the end, and every prop is drawn', () => {
    for (const activity of [...lexicon.all.activities, ...lexicon.all.sharedDoings]) {
      const { en, de } = activity.forms;
      for (const form of [en.ing, en.past, en.base, de.infinitive, de.past, de.noun])
        expect(form.trim().length, activity.id).toBeGreaterThan(0);
      expect(de.noun, activity.id).toMatch(/^(das|die|der) \p{Lu}/u);
      // The finite verb first, lower case, then the rest: „spielte Fußball“, never „Fußball spielte“.
      expect(de.past, activity.id).toMatch(/^\p{Ll}+(?: \S.*)?$/u);
      if (activity.prop) expect(DRAWN_THINGS, activity.id).toContain(activity.prop);
    }
    expect(lexicon.activity('dens')!.forms.de.past).toBe('baute Höhlen');
    expect(lexicon.activity('colouring')!.forms.de.past).toBe('malte aus');
    expect(lexicon.activity('reading')!.quiet).toBe(true);
    expect(lexicon.activity('football')!.quiet).toBe(false);
    // A doing that names no game has its forms for a memory, and is no game a child loves for itself.
    expect(lexicon.activity('playing')!.forms.de.noun).toBe('das Spielen');
    expect(lexicon.game('playing')).toBeUndefined();
    expect(lexicon.game('football')).toBe(lexicon.activity('football'));
  });

  it('relations: German has a word for a man and a woman where English has one', () => {
    expect(lexicon.relation('friend').de.byGender).toEqual({ m: 'Freund', f: 'Freundin' });
    expect(lexicon.relation('cousin').de.byGender).toEqual({ m: 'Cousin', f: 'Cousine' });
    expect(lexicon.relation('teacher').de.byGender).toEqual({ m: 'Lehrer', f: 'Lehrerin' });
  });
});
