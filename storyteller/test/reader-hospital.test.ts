import { describe, expect, it } from 'vitest';
import { personOf, planOf, questionsOf } from './reader-order.ts';

// A stay in hospital the parent told of: going in (next week, tomorrow) or in hospital now, for how
// long, for an operation, and who looks after the child meanwhile. An editor found a planned
// operation told as an illness nobody knew the end of ("We don't know yet"): the hospital, the
// five days and the aunt who stays were lost. When the words leave open whether someone is in
// hospital now or goes in soon, the parent is asked.

const de = { language: 'de' } as const;

describe('reader: a stay in hospital ahead', () => {
  it('reads the goal and the words of a planned operation: next week, five days, for an operation', () => {
    const plan = planOf('Lily is worried. Mum will be in for 5 days and Auntie Jo will stay with us.', {
      name: 'Lily',
      age: 9,
      goal: 'Mum is going into hospital for an operation next week',
    });
    expect(plan.theme).toMatchObject({ id: 'someone-ill', about: 'p1' });
    expect(personOf(plan, 'mum')).toMatchObject({
      status: 'here',
      away: null,
      hospital: { when: 'next-week', days: 5, operation: true },
    });
    expect(personOf(plan, 'aunt')).toMatchObject({ calls: 'Auntie Jo', looksAfterChild: true });
    expect(personOf(plan, 'mum')?.looksAfterChild).toBeUndefined();
  });

  it('reads „muss nächste Woche ins Krankenhaus, er wird am Knie operiert“ and „Oma passt so lange auf uns auf“', () => {
    const plan = planOf(
      'Papa muss nächste Woche ins Krankenhaus, er wird am Knie operiert. Oma passt so lange auf uns auf.',
      de,
    );
    expect(personOf(plan, 'dad')).toMatchObject({
      status: 'here',
      health: 'ill',
      hospital: { when: 'next-week', days: null, operation: true },
    });
    expect(personOf(plan, 'grandma')).toMatchObject({ status: 'here', looksAfterChild: true });
  });

  it.each([
    ['Mum is going into hospital tomorrow.', 'en', { when: 'tomorrow', days: null, operation: false }],
    ['Dad has to go to hospital on Monday for a few days.', 'en', { when: 'soon', days: 'few', operation: false }],
    ['Mum will be in hospital for a week.', 'en', { when: 'soon', days: 7, operation: false }],
    ['Grandma is having an operation next week.', 'en', { when: 'next-week', days: null, operation: true }],
    ['Oma muss morgen ins Krankenhaus.', 'de', { when: 'tomorrow', days: null, operation: false }],
    [
      'Papa wird nächste Woche fünf Tage im Krankenhaus bleiben.',
      'de',
      { when: 'next-week', days: 5, operation: false },
    ],
    ['Oma ist ab Montag im Krankenhaus.', 'de', { when: 'soon', days: null, operation: false }],
    ['Mama kommt übermorgen ins Krankenhaus und bleibt eine Woche.', 'de', { when: 'soon', days: 7, operation: false }],
  ] as const)('reads "%s" as a stay ahead, at home tonight', (text, language, hospital) => {
    const [person] = planOf(text, { language }).people;
    expect(person).toMatchObject({ status: 'here', health: 'ill', hospital });
  });

  it('is no stay when the hospital is for a baby, or the operation is over', () => {
    expect(planOf('Mum is going into hospital next week.').people[0].hospital).toMatchObject({ when: 'next-week' });
    expect(planOf('Mum is going into hospital next week to have the baby.').people[0].hospital).toBeUndefined();
    expect(planOf('Mum had an operation last week and is resting at home.').people[0].hospital).toBeUndefined();
    expect(planOf('Mama wurde letzte Woche operiert.', de).people[0].hospital).toBeUndefined();
  });
});

describe('reader: in hospital now', () => {
  it.each([
    ['Mummy is in hospital having an operation.', 'en', { when: 'now', days: null, operation: true }],
    ['Papa ist im Krankenhaus und wird morgen operiert.', 'de', { when: 'now', days: null, operation: true }],
    [
      'Mama liegt seit gestern im Krankenhaus, sie wurde am Bauch operiert. In drei Tagen darf sie wieder nach Hause.',
      'de',
      { when: 'now', days: 3, operation: true },
    ],
    ['Grandad went into hospital yesterday for an operation.', 'en', { when: 'now', days: null, operation: true }],
  ] as const)('reads "%s" as a stay now: away, in hospital', (text, language, hospital) => {
    const [person] = planOf(text, { language }).people;
    expect(person).toMatchObject({ status: 'away', away: 'hospital', health: 'ill', hospital });
  });

  it('tells no stay of someone very poorly in hospital: nobody said when they come home', () => {
    expect(planOf('Grandpa is in hospital for an operation.').people[0].hospital).toMatchObject({ when: 'now' });
    const [grandpa] = planOf('Grandpa is very poorly in hospital.').people;
    expect(grandpa).toMatchObject({ status: 'away', away: 'hospital', health: 'ill' });
    expect(grandpa.hospital).toBeUndefined();
  });
});

describe('reader: who looks after the child meanwhile', () => {
  it.each([
    ['Mummy is in hospital and Lola is staying with Nana for a week.', 'en', 'Lola', ['Nana']],
    [
      'Mum is going into hospital tomorrow. We are staying with Grandma and Grandpa.',
      'en',
      'Theo',
      ['Grandma', 'Grandpa'],
    ],
    ['Dad has to go to hospital on Monday. Nana will look after Theo.', 'en', 'Theo', ['Nana']],
    ['Oma muss morgen ins Krankenhaus. Lina schläft so lange bei Tante Susi.', 'de', 'Lina', ['Tante Susi']],
    ['Mama ist im Krankenhaus. Opa kommt so lange zu uns.', 'de', 'Theo', ['Opa']],
  ] as const)('reads "%s"', (text, language, name, carers) => {
    const plan = planOf(text, { language, name });
    expect(plan.people.filter((p) => p.looksAfterChild).map((p) => p.calls)).toEqual(carers);
  });

  it('is not anyone who stays somewhere, nor anyone looked after who is not the child', () => {
    expect(planOf('Auntie Jo will stay with us.').people[0].looksAfterChild).toBe(true);
    expect(planOf('Mum is staying with Grandma.').people.some((p) => p.looksAfterChild)).toBe(false);
    expect(planOf('Dad is looking after Grandma.').people.some((p) => p.looksAfterChild)).toBe(false);
  });
});

describe('reader: asked, not guessed', () => {
  it('asks whether someone having an operation is in hospital now or goes in soon, and nothing is written first', () => {
    for (const [text, language] of [
      ['Mum is having an operation.', 'en'],
      ['Papa wird am Knie operiert.', 'de'],
    ] as const) {
      const question = questionsOf(text, { language }).find((q) => q.kind === 'hospital');
      expect(question).toMatchObject({ id: 'hospital:p1', about: 'p1', required: true });
      expect(question?.choices.map((c) => c.id)).toEqual(['now', 'soon', 'none']);
      expect(planOf(text, { language }).people[0].hospital).toBeUndefined();
    }
  });

  it('lays the answer in: now is away in hospital, soon is at home tonight, none is no stay', () => {
    const text = 'Mum is having an operation. She will be in for 5 days.';
    expect(planOf(text, {}, { 'hospital:p1': 'now' }).people[0]).toMatchObject({
      status: 'away',
      away: 'hospital',
      hospital: { when: 'now', days: 5, operation: true },
    });
    expect(planOf(text, {}, { 'hospital:p1': 'soon' }).people[0]).toMatchObject({
      status: 'here',
      hospital: { when: 'soon', days: 5, operation: true },
    });
    expect(planOf(text, {}, { 'hospital:p1': 'none' }).people[0].hospital).toBeUndefined();
    expect(questionsOf(text, {}, { 'hospital:p1': 'soon' }).some((q) => q.kind === 'hospital')).toBe(false);
  });

  it('asks nothing when the words say when', () => {
    expect(planOf('Mum is going into hospital for an operation next week.').people[0].hospital?.when).toBe('next-week');
    expect(questionsOf('Mum is going into hospital for an operation next week.').map((q) => q.kind)).not.toContain(
      'hospital',
    );
    expect(questionsOf('Mummy is in hospital having an operation.').map((q) => q.kind)).not.toContain('hospital');
  });
});

describe('reader: a profile remembers no stay', () => {
  it('does not bring back last month’s stay or carer with the family it remembers', () => {
    const known = (relation: 'mum' | 'aunt', more: object) => ({
      id: 'p1',
      name: null,
      relation,
      calls: null,
      status: 'here' as const,
      away: null,
      health: 'well' as const,
      livesWithChild: true,
      ...more,
    });
    const mum = known('mum', { health: 'ill', hospital: { when: 'next-week', days: 5, operation: true } });
    const jo = known('aunt', { name: 'Jo', looksAfterChild: true });
    const memory = { known: { pronoun: null, people: [mum, jo], pets: [], family: null, companion: null } };
    const plan = planOf('Theo loves dinosaurs.', { memory });
    expect(plan.people.map((p) => [p.relation, p.hospital, p.looksAfterChild])).toEqual([
      ['mum', undefined, undefined],
      ['aunt', undefined, undefined],
    ]);
  });
});
