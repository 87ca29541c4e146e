import { describe, expect, it } from 'vitest';
import { animalOf, planOf } from './reader-order.ts';

// The family's pets: an animal of the lexicon that is theirs, with its name and whether it died.

const pets = (text: string, language: 'en' | 'de' = 'en') =>
  planOf(text, { language }).pets.map((p) => ({ kind: p.kind, name: p.name, status: p.status }));

describe('reader: pets', () => {
  it.each([
    ['our cat Minka', { kind: 'cat', name: 'Minka', status: 'here' }],
    ['We have a dog called Max.', { kind: 'dog', name: 'Max', status: 'here' }],
    ['his rabbit loves carrots', { kind: 'rabbit', name: null, status: 'here' }],
    ['the dog Biscuit sleeps on his bed', { kind: 'dog', name: 'Biscuit', status: 'here' }],
    ['Our dog Max died last week.', { kind: 'dog', name: 'Max', status: 'remembered' }],
    ['We lost our cat Tiger in May.', { kind: 'cat', name: 'Tiger', status: 'remembered' }],
    ['Our old dog was put to sleep.', { kind: 'dog', name: null, status: 'remembered' }],
    ['Opa Heinz and Minka the cat.', { kind: 'cat', name: 'Minka', status: 'here' }],
    ['Max, our dog, died in May.', { kind: 'dog', name: 'Max', status: 'remembered' }],
    ['Minka the cat sleeps on her bed. She cuddles Minka.', { kind: 'cat', name: 'Minka', status: 'here' }],
  ])('reads "%s"', (text, pet) => {
    expect(pets(text)).toEqual([pet]);
  });

  it.each([
    ['unsere Katze Minka', { kind: 'cat', name: 'Minka', status: 'here' }],
    ['Wir haben einen Hund namens Bello.', { kind: 'dog', name: 'Bello', status: 'here' }],
    [
      'Abschied nehmen von unserer Katze Minka, sie ist letzte Woche gestorben',
      { kind: 'cat', name: 'Minka', status: 'remembered' },
    ],
    ['Sein Kater Moritz ist tot.', { kind: animalOf('Kater', 'de'), name: 'Moritz', status: 'remembered' }],
    ['Unser Hase wurde eingeschläfert.', { kind: animalOf('Hase', 'de'), name: null, status: 'remembered' }],
    ['Minka, unsere Katze, schläft gern bei ihr.', { kind: 'cat', name: 'Minka', status: 'here' }],
  ])('liest „%s“', (text, pet) => {
    expect(pets(text, 'de')).toEqual([pet]);
  });

  it('takes no sentence-opening word for a name before the animal', () => {
    expect(pets('Yesterday the dog barked at her. Sometimes the cat scares her.')).toEqual([]);
    expect(pets('Yesterday, the dog next door barked.')).toEqual([]);
  });

  it('takes an animal the child only likes as no pet', () => {
    expect(pets('He loves foxes and is scared of big dogs.')).toEqual([]);
    expect(pets('Sie hat Angst vor Hunden.', 'de')).toEqual([]);
  });

  it('takes a toy animal as a toy, not a pet', () => {
    expect(pets('He sleeps with his toy elephant Bobo.')).toEqual([]);
    expect(pets('Sie kuschelt mit ihrem Kuschelhasen Hoppel.', 'de')).toEqual([]);
  });

  it('names one pet once', () => {
    expect(pets('Our cat Minka is old. Minka sleeps a lot. Our cat loves fish.')).toHaveLength(1);
  });

  it('asks whether a pet that is missed has died', () => {
    expect(planOf('He misses our dog Max.').pets[0]).toMatchObject({ status: 'away' });
  });

  it('takes what the profile knows of a pet', () => {
    const known = {
      pronoun: null,
      people: [],
      pets: [{ id: 'pet1', name: 'Max', kind: 'dog', status: 'remembered' as const }],
      family: null,
      companion: null,
    };
    expect(planOf('Our dog Max', { memory: { known } }).pets[0].status).toBe('remembered');
  });
});
