import { describe, expect, it } from 'vitest';
import { lexicon } from '../src/lexicon/index.ts';
import { personOf, planOf, questionsOf } from './reader-order.ts';

// Every concrete thing the parent typed becomes a detail, once: favourites, clothes and toys with
// their colour and owner, named things, places, events, what the child loves, a profile fact.

const details = (text: string | undefined, changes = {}) =>
  planOf(text, changes).details.map(({ kind, words, lexeme, colour, owner }) => ({
    kind,
    words,
    lexeme,
    colour,
    owner,
  }));

describe('reader: the favourites of the form', () => {
  it('makes each favourite a detail, with its lexicon word when known', () => {
    const plan = planOf(undefined, {
      favoriteColor: 'Yellow',
      favoriteAnimal: 'foxes',
      favoriteFood: 'pancakes',
      favoriteActivity: 'painting',
    });
    expect(plan.details.map((d) => [d.kind, d.words, d.lexeme])).toEqual([
      ['colour', 'Yellow', 'yellow'],
      ['animal', 'foxes', 'fox'],
      ['food', 'pancakes', 'pancakes'],
      ['activity', 'painting', 'painting'],
    ]);
    expect(plan.details.every((d) => d.wanted && !d.used && d.where === null && d.why === null)).toBe(true);
    expect(plan.details.map((d) => d.id)).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('keeps a favourite the lexicon does not know in the parent’s words', () => {
    expect(details(undefined, { favoriteFood: 'Marmite' })).toEqual([
      { kind: 'food', words: 'Marmite', lexeme: null, colour: null, owner: null },
    ]);
    expect(details(undefined, { favoriteColor: 'Gelb', language: 'de' })[0].lexeme).toBe('yellow');
  });

  it('has no colour detail without a favourite colour, never the hair’s', () => {
    expect(details('She has red hair and loves foxes.').some((d) => d.kind === 'colour')).toBe(false);
  });

  it('reads a favourite colour said in words', () => {
    expect(details('Her favourite colour is purple.')).toEqual([
      { kind: 'colour', words: 'purple', lexeme: 'purple', colour: null, owner: null },
    ]);
    expect(details('Seine Lieblingsfarbe ist Blau.', { language: 'de' })[0]).toMatchObject({
      kind: 'colour',
      lexeme: 'blue',
    });
    expect(details('She loves the colour purple.')).toEqual([
      { kind: 'colour', words: 'the colour purple', lexeme: 'purple', colour: null, owner: null },
    ]);
  });
});

describe('reader: things of the free text', () => {
  it('reads clothes with their colour ("yellow wellies")', () => {
    expect(details('He loves splashing in his yellow wellies.')).toContainEqual({
      kind: 'clothing',
      words: 'yellow wellies',
      lexeme: 'wellies',
      colour: 'yellow',
      owner: null,
    });
    expect(details('Sie trägt immer ihre gelben Gummistiefel.', { language: 'de' })).toContainEqual({
      kind: 'clothing',
      words: 'gelben Gummistiefel',
      lexeme: 'wellies',
      colour: 'yellow',
      owner: null,
    });
  });

  it('reads a keepsake with its owner ("Grandpa’s green fishing hat", „Opas grüner Angelhut“)', () => {
    const plan = planOf("Grandpa died. Theo still has Grandpa's green fishing hat.");
    expect(plan.details[0]).toMatchObject({
      kind: 'clothing',
      words: "Grandpa's green fishing hat",
      lexeme: 'hat',
      colour: 'green',
      owner: personOf(plan, 'grandpa')?.id,
    });
    const german = planOf('Opa ist gestorben. Theo hat noch Opas grünen Angelhut.', { language: 'de' });
    expect(german.details[0]).toMatchObject({
      kind: 'clothing',
      words: 'Opas grünen Angelhut',
      lexeme: 'hat',
      colour: 'green',
      owner: 'p1',
    });
    expect(planOf('der grüne Hut von Opa', { language: 'de' }).details[0]).toMatchObject({
      words: 'grüne Hut von Opa',
      owner: 'p1',
    });
  });

  it('reads toys with their colour', () => {
    expect(details('He rides his red scooter everywhere.')).toContainEqual({
      kind: 'toy',
      words: 'red scooter',
      lexeme: 'scooter',
      colour: 'red',
      owner: null,
    });
  });

  it('reads foods, animals and activities the lexicon knows', () => {
    expect(details('He loves pizza and foxes and playing football.').map((d) => [d.kind, d.words, d.lexeme])).toEqual([
      ['food', 'pizza', 'pizza'],
      ['activity', 'playing football', 'football'],
      ['animal', 'foxes', 'fox'],
    ]);
  });

  it('reads a thing of someone’s the lexicon does not know, with its owner and colour', () => {
    expect(details("Her nan died. Please include Nan's blue teapot.")).toEqual([
      { kind: 'thing', words: "Nan's blue teapot", lexeme: null, colour: 'blue', owner: 'p1' },
    ]);
    expect(details('Opas alte Taschenuhr tickt in ihrem Zimmer.', { language: 'de' })).toEqual([
      { kind: 'thing', words: 'Opas alte Taschenuhr', lexeme: null, colour: null, owner: 'p1' },
    ]);
  });

  it('reads named things ("the Flying Scotsman") and titles in quotes', () => {
    expect(details('He is obsessed with the Flying Scotsman.')).toEqual([
      { kind: 'thing', words: 'the Flying Scotsman', lexeme: null, colour: null, owner: null },
    ]);
    expect(details('Ihr Lieblingsbuch ist "Der Grüffelo".', { language: 'de' })).toContainEqual(
      expect.objectContaining({ kind: 'thing', words: 'Der Grüffelo' }),
    );
  });

  it('reads places with their words ("at the lake", „am Meer“)', () => {
    // A place is a setting's id when the lexicon's places know the word ("beach" may be the seaside's).
    const setting = (word: string, language: 'en' | 'de') =>
      lexicon.settings().find((s) => s.spellings[language].includes(word))?.id ?? null;
    expect(details('We go to the beach every summer.')).toEqual([
      { kind: 'place', words: 'to the beach', lexeme: setting('beach', 'en'), colour: null, owner: null },
    ]);
    expect(details('Oma wohnt am Meer.', { language: 'de' })).toEqual([
      { kind: 'place', words: 'am Meer', lexeme: setting('meer', 'de'), colour: null, owner: null },
    ]);
    expect(details('They walk in the forest.')[0]).toMatchObject({ kind: 'place', lexeme: 'magical-forest' });
    expect(planOf("We play in Grandma's garden.").details[0]).toMatchObject({ kind: 'place', owner: 'p1' });
  });

  it('reads events ("saved a penalty", „hat einen Elfmeter gehalten“): with the field empty, the achievement', () => {
    expect(planOf('Last Saturday he saved a penalty!').achievement).toEqual({
      words: 'saved a penalty',
      kind: 'penalty-save',
      used: false,
      why: null,
    });
    expect(planOf('Er hat am Samstag einen Elfmeter gehalten.', { language: 'de' }).achievement).toMatchObject({
      words: 'am Samstag einen Elfmeter gehalten',
      kind: 'penalty-save',
    });
    expect(details('Last Saturday he saved a penalty!', { recentAchievement: 'swam a width' })).toEqual([
      { kind: 'event', words: 'saved a penalty', lexeme: null, colour: null, owner: null },
    ]);
    expect(
      details('We went camping for her birthday.').some((d) => d.kind === 'event' && d.words === 'her birthday'),
    ).toBe(true);
  });

  it('reads what the child loves, as activities and things', () => {
    // Characters and brands are never words of the lexicon: they stay things in the parent's words.
    const loved = details('She loves tap dancing, Bluey and Paw Patrol.');
    expect(loved).toHaveLength(3);
    expect(loved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'activity', words: 'tap dancing', owner: null }),
        { kind: 'thing', words: 'Bluey', lexeme: null, colour: null, owner: null },
        { kind: 'thing', words: 'Paw Patrol', lexeme: null, colour: null, owner: null },
      ]),
    );
    expect(
      details('Er geht gern angeln und liebt Feuerwehrmann Sam.', { language: 'de' }).map((d) => [d.kind, d.words]),
    ).toEqual([
      ['activity', 'angeln'],
      ['thing', 'Feuerwehrmann Sam'],
    ]);
    expect(details('He wants a story with Spider-Man.')).toEqual([
      { kind: 'thing', words: 'Spider-Man', lexeme: null, colour: null, owner: null },
    ]);
    expect(details('Eine Geschichte mit Pippi Langstrumpf, bitte.', { language: 'de' })[0]).toMatchObject({
      kind: 'thing',
      words: 'Pippi Langstrumpf',
    });
    expect(details('He is 5 and obsessed with Thomas the Tank Engine.').map((d) => [d.kind, d.words])).toEqual([
      ['thing', 'Thomas the Tank Engine'],
    ]);
    expect(details('He loves anything with wheels.').map((d) => [d.kind, d.words])).toEqual([
      ['thing', 'anything with wheels'],
    ]);
    expect(details('She loves drawing Peppa Pig.').map((d) => [d.kind, d.words])).toEqual([
      ['thing', 'Peppa Pig'],
      ['activity', 'drawing'],
    ]);
    expect(details('He loves playing football with Dad.')).toEqual([
      { kind: 'activity', words: 'playing football with Dad', lexeme: 'football', colour: null, owner: 'p1' },
    ]);
    expect(details('He loves baking with Dad.')).toEqual([
      expect.objectContaining({ kind: 'activity', words: 'baking with Dad', owner: 'p1' }),
    ]);
  });

  it('reads a memory with the one it was shared with, never as an activity to do with them now', () => {
    const football = planOf('His grandpa died. They used to play football together in the park.');
    expect(football.details).toContainEqual(
      expect.objectContaining({ kind: 'activity', lexeme: 'football', owner: personOf(football, 'grandpa')?.id }),
    );
    expect(football.details.filter((d) => d.kind === 'activity' && d.owner === null)).toEqual([]);
    const plan = planOf('His grandpa died. They used to fish together at the lake.');
    const grandpa = personOf(plan, 'grandpa');
    expect(plan.details).toEqual([
      expect.objectContaining({ kind: 'place', words: 'at the lake' }),
      expect.objectContaining({ kind: 'activity', words: 'fish together', owner: grandpa?.id }),
    ]);
    const german = planOf('Opa ist gestorben. Sie haben früher immer zusammen am See geangelt.', { language: 'de' });
    expect(german.details).toContainEqual(
      expect.objectContaining({ kind: 'activity', words: 'zusammen geangelt', owner: 'p1' }),
    );
  });

  it('reads what the child keeps of someone ("his old watch"), not the child’s own', () => {
    expect(details('Her grandad died. She has his old compass.')).toEqual([
      { kind: 'thing', words: 'his old compass', lexeme: null, colour: null, owner: 'p1' },
    ]);
    expect(details('Sein Opa ist gestorben. Er hat noch seine alte Taschenuhr.', { language: 'de' })).toEqual([
      { kind: 'thing', words: 'seine alte Taschenuhr', lexeme: null, colour: null, owner: null },
    ]);
    expect(details('Ihre Oma ist gestorben. Er hat noch ihr Nähkästchen.', { language: 'de' })).toEqual([
      { kind: 'thing', words: 'ihr Nähkästchen', lexeme: null, colour: null, owner: 'p1' },
    ]);
  });

  it('makes no detail of the people and pets named', () => {
    expect(details('His friend Noah and our cat Minka.')).toEqual([]);
  });

  it('reads each thing once', () => {
    const words = details('He loves his yellow wellies. His yellow wellies!').map((d) => d.words);
    expect(words).toEqual(['yellow wellies']);
  });
});

describe('reader: the profile’s facts', () => {
  it('reads a fact like free text', () => {
    const plan = planOf(undefined, { memory: { bible: ['cousin Mila lives by the sea'] } });
    expect(plan.people).toMatchObject([{ relation: 'cousin', name: 'Mila' }]);
    expect(plan.details).toMatchObject([{ kind: 'place', words: 'by the sea' }]);
  });

  it('reads who died from a fact, but sets no theme and asks nothing with it', () => {
    const order = { goal: 'to be brave in the dark', memory: { bible: ['Grandpa Jim died last year.'] } };
    expect(planOf(undefined, order).people).toMatchObject([{ relation: 'grandpa', name: 'Jim', status: 'remembered' }]);
    expect(planOf(undefined, order).theme.id).toBe('dark');
    expect(questionsOf(undefined, order).filter((q) => q.required)).toEqual([]);
    expect(planOf('We still talk about Grandpa Jim.', order).theme.id).toBe('death-person');
  });

  it('keeps a fact nothing understood as a fact, never dropped', () => {
    expect(details(undefined, { memory: { bible: ['Tuesdays are special'] } })).toEqual([
      { kind: 'fact', words: 'Tuesdays are special', lexeme: null, colour: null, owner: null },
    ]);
  });
});
