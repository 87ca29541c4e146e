import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// Two facts of the parent's that the stories lost: the child may not visit someone yet („darf ihn
// noch nicht besuchen“), and a ritual the child does now, for someone („malt ihm jeden Abend ein
// Bild“), a detail of its own and no memory.

const de = { language: 'de' } as const;
const person = (text: string, language: 'en' | 'de' = 'en') => planOf(text, { language }).people[0];
const rituals = (text: string, language: 'en' | 'de' = 'en', name = 'Theo') =>
  planOf(text, { language, name }).details.filter((d) => d.kind === 'ritual');

describe('reader: no visits yet', () => {
  it.each([
    ["Daddy is in hospital and Theo isn't allowed to visit him yet.", 'en'],
    ['Grandma is in hospital. We can’t visit her at the moment.'.replace('’', "'"), 'en'],
    ['Grandpa is very ill and there are no visitors allowed.', 'en'],
    ['Mummy is in hospital. Theo can not see her yet.', 'en'],
    ['Papa ist im Krankenhaus, Theo darf ihn noch nicht besuchen.', 'de'],
    ['Oma ist krank, wir dürfen sie gerade nicht besuchen.', 'de'],
    ['Opa liegt im Krankenhaus, Besuch ist noch nicht erlaubt.', 'de'],
    ['Mama ist in der Klinik, besuchen geht noch nicht.', 'de'],
  ] as const)('reads "%s" as no visits yet', (text, language) => {
    expect(person(text, language)).toMatchObject({ noVisits: true, status: expect.any(String) });
  });

  it('leaves it out when nothing is said, and never of someone who died', () => {
    expect(person('Daddy is in hospital.').noVisits).toBeUndefined();
    expect(person('Papa ist im Krankenhaus. Wir besuchen ihn jeden Tag.', 'de').noVisits).toBeUndefined();
    expect(person("Grandpa died. We can't visit him any more.").noVisits).toBeUndefined();
  });

  it('is a fact, not a wish of the parent’s', () => {
    expect(planOf('Papa ist im Krankenhaus, Theo darf ihn noch nicht besuchen.', de).care.wishes).toEqual([]);
  });

  it('does not take the him who is visited for the child', () => {
    expect(
      planOf('Papa ist im Krankenhaus, Lina darf ihn noch nicht besuchen.', { ...de, name: 'Lina' }).hero.pronoun,
    ).toBe('they');
  });
});

describe('reader: a ritual the child does now', () => {
  it.each([
    ['Papa ist krank. Theo malt ihm jeden Abend ein Bild.', 'de', 'malt ihm jeden Abend ein Bild'],
    ['Oma ist im Krankenhaus. Theo schreibt ihr jede Nacht einen Gruß.', 'de', 'schreibt ihr jede Nacht einen Gruß'],
    ['Daddy is in hospital. Theo draws him a picture every evening.', 'en', 'draws him a picture every evening'],
    ['Grandpa is ill. She sings him a song each night.', 'en', 'sings him a song each night'],
  ] as const)('reads "%s"', (text, language, words) => {
    const [ritual] = rituals(text, language);
    expect(ritual).toMatchObject({ words, owner: 'p1' });
  });

  it('takes the child by name or by a pronoun no one else named could be', () => {
    expect(rituals('Opa ist krank. Er malt jeden Abend ein Bild für sich.', 'de')).toEqual([]);
    expect(rituals('Mummy is ill. She draws her a picture every evening.')).toEqual([]);
  });

  it('is no feeling, no memory, and nothing done for no one', () => {
    expect(rituals('Papa ist im Krankenhaus. Theo vermisst ihn jeden Abend.', 'de')).toEqual([]);
    expect(rituals('Theo liebt Pferde und reitet jeden Samstag.', 'de')).toEqual([]);
    expect(rituals('Grandpa died. Theo used to draw him a picture every evening.')).toEqual([]);
  });
});
