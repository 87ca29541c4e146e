import { describe, expect, it } from 'vitest';
import { animalOf, planOf } from './reader-order.ts';
import { readOrder } from '../src/reader/read-order.ts';

// Who goes with the child: their own named toy or pet, else the favourite animal with a name the
// same child always gets; a series never renames it.

describe('reader: the companion', () => {
  it.each([
    ['He sleeps with his toy elephant Bobo.', 'en', { name: 'Bobo', kind: 'elephant', toy: true, own: true }],
    ['She loves her cuddly toy, a rabbit called Hoppy.', 'en', { name: 'Hoppy', kind: 'rabbit', toy: true, own: true }],
    [
      'Er schläft mit seinem Kuscheltier, einem Elefanten namens Bobo.',
      'de',
      { name: 'Bobo', kind: 'elephant', toy: true, own: true },
    ],
    [
      'Sie kuschelt mit ihrem Kuschelhasen Hoppel.',
      'de',
      { name: 'Hoppel', kind: animalOf('Hasen', 'de'), toy: true, own: true },
    ],
    ['He loves our dog Max, they are best friends.', 'en', { name: 'Max', kind: 'dog', toy: false, own: true }],
  ] as const)('is the child’s own in "%s"', (text, language, companion) => {
    expect(planOf(text, { language }).companion).toEqual(companion);
  });

  // A toy said with "is" („Ihr Kuscheltier ist ein Elefant namens Fanti“), by a titled name, or twice,
  // is one toy: the companion by its name, its animal no favourite of the child's.
  it.each([
    ['Her cuddly toy is an elephant called Fanti.', 'en', { name: 'Fanti', kind: 'elephant' }],
    ['Her cuddly toy is a little grey elephant called Fanti.', 'en', { name: 'Fanti', kind: 'elephant' }],
    [
      'Her cuddly toy is an elephant called Fanti. She never sleeps without her cuddly toy.',
      'en',
      { name: 'Fanti', kind: 'elephant' },
    ],
    ['Hanna hat zwei Mamas. Ihr Kuscheltier ist ein Elefant namens Fanti.', 'de', { name: 'Fanti', kind: 'elephant' }],
    ['Ihr Kuscheltier, ein Elefant, heißt Fanti.', 'de', { name: 'Fanti', kind: 'elephant' }],
    ['He never goes to bed without his teddy, Mr Buttons.', 'en', { name: 'Mr Buttons', kind: 'bear' }],
    ['His teddy, Mr Buttons, is a bit old and very loved.', 'en', { name: 'Mr Buttons', kind: 'bear' }],
    [
      'Er liebt seinen Kuschelhasen Mümmel. Sein Kuschelhase Mümmel kommt überall mit.',
      'de',
      { name: 'Mümmel', kind: animalOf('Hasen', 'de') },
    ],
  ] as const)('is one named toy in "%s", and no animal or toy besides', (text, language, companion) => {
    const plan = planOf(text, { language });
    expect(plan.companion).toMatchObject({ ...companion, toy: true, own: true });
    expect(plan.details.filter((d) => d.kind === 'animal' || d.kind === 'toy')).toEqual([]);
  });

  it('keeps a pet a pet beside a named toy: "Our cat is called Fanti."', () => {
    const plan = planOf('Our cat is called Fanti. His cuddly toy is an elephant called Bobo.');
    expect(plan.pets).toMatchObject([{ name: 'Fanti', kind: 'cat' }]);
    expect(plan.companion).toEqual({ name: 'Bobo', kind: 'elephant', toy: true, own: true });
  });

  it('is never a pet that died', () => {
    expect(planOf('He loved our dog Max, who died last week.').companion.name).not.toBe('Max');
  });

  it('keeps an unnamed toy as a toy detail', () => {
    const plan = planOf('He sleeps with his teddy.');
    expect(plan.companion.own).toBe(false);
    expect(plan.details).toMatchObject([{ kind: 'toy', words: 'teddy', lexeme: 'teddy' }]);
  });

  it('is the favourite animal with a name from the list, the same for the same child', () => {
    const first = planOf(undefined, { favoriteAnimal: 'a fox' }).companion;
    expect(first).toMatchObject({ kind: 'fox', toy: false, own: false });
    expect(planOf('Another order.', { favoriteAnimal: 'fox' }).companion.name).toBe(first.name);
    expect(planOf(undefined, { favoriteAnimal: 'Eule', language: 'de' }).companion.kind).toBe('owl');
    expect(planOf(undefined).companion.kind).toBe('fox');
  });

  it('does not share a name with the family or the child', () => {
    const name = planOf(undefined).companion.name;
    expect(planOf(`His friend ${name} comes to play.`).companion.name).not.toBe(name);
  });

  it('keeps the companion the profile knows, and the last episode’s', () => {
    const companion = { name: 'Biscuit', kind: 'owl', toy: false, own: false };
    const known = { pronoun: null, people: [], pets: [], family: null, companion };
    expect(planOf('He sleeps with his toy elephant Bobo.', { memory: { known } }).companion).toEqual(companion);
    const previous = planOf(undefined, { favoriteAnimal: 'owl' });
    const episode = planOf(undefined, { language: 'de', memory: { previous: { ...previous, companion }, episode: 2 } });
    expect(episode.companion.name).toBe('Biscuit');
  });
});

describe("a child profile's companion, as the profile writes it", () => {
  it('is the companion: "Ida has a dog called Pepper." and „Ida und Hund Pepper sind unzertrennlich.“', () => {
    const read = (language: 'en' | 'de', personalization: string) =>
      readOrder({
        request: {
          audience: 'child',
          storyType: 'classic',
          language,
          recipientDetails: { name: 'Ida', personalization },
        },
      }).plan.companion;
    expect(read('en', 'Ida has curly red hair. Ida has a dog called Pepper.')).toMatchObject({
      name: 'Pepper',
      kind: 'dog',
      own: true,
    });
    expect(read('de', 'Ida und Hund Pepper sind unzertrennlich.')).toMatchObject({ name: 'Pepper', kind: 'dog' });
  });
});
