import { describe, expect, it } from 'vitest';
import { personOf, planOf, questionsOf } from './reader-order.ts';

// The people the parent names, what the child calls them, and what is said of them.

const de = { language: 'de' as const };
const people = (text: string, changes = {}) =>
  planOf(text, changes).people.map((p) => ({ relation: p.relation, name: p.name, calls: p.calls }));

describe('reader: who is named', () => {
  it.each([
    [
      'his two mums, Jo and Sam',
      [
        { relation: 'mum', name: 'Jo', calls: null },
        { relation: 'mum', name: 'Sam', calls: null },
      ],
    ],
    // A group's members take the names said with their titles: two dads, not three.
    [
      'Sienna has two dads, Daddy Mark and Papa Luis',
      [
        { relation: 'dad', name: 'Mark', calls: 'Daddy Mark' },
        { relation: 'dad', name: 'Luis', calls: 'Papa Luis' },
      ],
    ],
    [
      'Maisie lives with her mums, Mummy Jo and Mama Kate.',
      [
        { relation: 'mum', name: 'Jo', calls: 'Mummy Jo' },
        { relation: 'mum', name: 'Kate', calls: 'Mama Kate' },
      ],
    ],
    ['Grandpa Jim takes him fishing.', [{ relation: 'grandpa', name: 'Jim', calls: 'Grandpa Jim' }]],
    ['his friend Noah', [{ relation: 'friend', name: 'Noah', calls: null }]],
    ['her best friend, Lily, lives next door', [{ relation: 'friend', name: 'Lily', calls: null }]],
    ['cousin Mila comes at Easter', [{ relation: 'cousin', name: 'Mila', calls: null }]],
    [
      'Nana and Grandad',
      [
        { relation: 'grandma', name: null, calls: 'Nana' },
        { relation: 'grandpa', name: null, calls: 'Grandad' },
      ],
    ],
    [
      'Auntie Sue and his uncle',
      [
        { relation: 'aunt', name: 'Sue', calls: 'Auntie Sue' },
        { relation: 'uncle', name: null, calls: null },
      ],
    ],
    [
      'two older sisters, Ava (9) and Lily (11)',
      [
        { relation: 'sister', name: 'Ava', calls: null },
        { relation: 'sister', name: 'Lily', calls: null },
      ],
    ],
    [
      'his big sister Mia and his little brother called Ben',
      [
        { relation: 'sister', name: 'Mia', calls: null },
        { relation: 'brother', name: 'Ben', calls: null },
      ],
    ],
    ['her teacher Mrs Brown', [{ relation: 'teacher', name: 'Mrs Brown', calls: null }]],
    ['Her best friend is Zoe.', [{ relation: 'friend', name: 'Zoe', calls: null }]],
    ['his stepmum Sarah', [{ relation: 'mum', name: 'Sarah', calls: null }]],
    [
      'He lives with his grandparents.',
      [
        { relation: 'grandma', name: null, calls: null },
        { relation: 'grandpa', name: null, calls: null },
      ],
    ],
  ])('reads "%s"', (text, expected) => {
    expect(people(text)).toEqual(expected);
  });

  it.each([
    [
      'Mama und Mami bringen sie ins Bett.',
      [
        { relation: 'mum', name: null, calls: 'Mama' },
        { relation: 'mum', name: null, calls: 'Mami' },
      ],
    ],
    [
      'Papa und Papi',
      [
        { relation: 'dad', name: null, calls: 'Papa' },
        { relation: 'dad', name: null, calls: 'Papi' },
      ],
    ],
    ['Oma Rosi wohnt am Meer.', [{ relation: 'grandma', name: 'Rosi', calls: 'Oma Rosi' }]],
    ['Er geht mit Opa angeln.', [{ relation: 'grandpa', name: null, calls: 'Opa' }]],
    ['seine Freundin Emma', [{ relation: 'friend', name: 'Emma', calls: null }]],
    ['ihre Cousine Lea', [{ relation: 'cousin', name: 'Lea', calls: null }]],
    [
      'Tante Anke und Onkel Tom',
      [
        { relation: 'aunt', name: 'Anke', calls: 'Tante Anke' },
        { relation: 'uncle', name: 'Tom', calls: 'Onkel Tom' },
      ],
    ],
    [
      'ihre zwei Mamas',
      [
        { relation: 'mum', name: null, calls: null },
        { relation: 'mum', name: null, calls: null },
      ],
    ],
    [
      'bei seinen Großeltern',
      [
        { relation: 'grandma', name: null, calls: null },
        { relation: 'grandpa', name: null, calls: null },
      ],
    ],
    ['Opas Hut', [{ relation: 'grandpa', name: null, calls: 'Opa' }]],
    [
      'zwei große Brüder, Ben und Tom',
      [
        { relation: 'brother', name: 'Ben', calls: null },
        { relation: 'brother', name: 'Tom', calls: null },
      ],
    ],
  ])('liest „%s“', (text, expected) => {
    expect(people(text, de)).toEqual(expected);
  });

  it('names one person once, however often they are named', () => {
    expect(people('Grandpa Jim died. We miss Grandpa. Grandpa loved boats.')).toHaveLength(1);
    expect(people('Mum works. Mummy is kind.')).toHaveLength(1);
  });

  it('reads no person in a plural, a "make friends", a holiday or a capitalised word', () => {
    expect(people('He wants to make friends at school.')).toEqual([]);
    expect(people('Mother’s Day and Father Christmas')).toEqual([]);
    expect(people('Er geht mit Papa Fußball spielen.', de)).toEqual([{ relation: 'dad', name: null, calls: 'Papa' }]);
    expect(people('Grandpa Died last year.')[0].name).toBeNull();
    // The child becoming a big brother is no brother: only the new baby on the way (reader-baby.test.ts).
    const babyOnly = [{ relation: 'baby', name: null, calls: null }];
    expect(people('He will be a big brother soon.')).toEqual(babyOnly);
    expect(people('Sie wird bald große Schwester.', de)).toEqual(babyOnly);
  });
});

describe('reader: what is said of them', () => {
  it.each([
    ['Grandpa died three weeks ago.', 'remembered', null],
    ['His grandpa passed away in March.', 'remembered', null],
    ['We lost Grandpa last year.', 'remembered', null],
    ['Grandpa is no longer with us.', 'remembered', null],
    ['his late grandpa', 'remembered', null],
    ['Grandpa, who died in May, loved boats.', 'remembered', null],
    ['Grandpa loved boats. He died in May.', 'remembered', null],
    ['Her grandpa is in heaven now.', 'remembered', null],
    ['Her dad is away with the army.', 'away', 'forces'],
    ['Daddy is deployed.', 'away', 'forces'],
    ['Daddy works away on an oil rig.', 'away', 'work'],
    ['Mum is on a business trip.', 'away', 'work'],
    ['Dad works on the rigs, 3 weeks away, 3 weeks home.', 'away', 'work'],
    ['Grandpa is in hospital.', 'away', 'hospital'],
    ['Grandma lives far away.', 'away', 'elsewhere'],
    ['Grandma moved to Spain.', 'away', 'elsewhere'],
    ['Grandpa passed last spring.', 'remembered', null],
    ['We had to say goodbye to Grandpa.', 'away', null],
  ])('reads "%s" as %s (%s)', (text, status, away) => {
    expect(planOf(text).people[0]).toMatchObject({ status, away });
  });

  it.each([
    ['Opa ist gestorben.', 'remembered', null],
    ['Letzte Woche ist Opa gestorben.', 'remembered', null],
    ['Opa ist verstorben.', 'remembered', null],
    ['Opa ist tot.', 'remembered', null],
    ['Wir haben Opa im Winter verloren.', 'remembered', null],
    ['seit dem Tod von Opa', 'remembered', null],
    ['Opa ist seit letztem Jahr nicht mehr da.', 'remembered', null],
    ['Papa ist im Einsatz.', 'away', 'forces'],
    ['Papa ist bei der Bundeswehr.', 'away', 'forces'],
    ['Papa ist auf Montage.', 'away', 'work'],
    ['Mama ist auf Geschäftsreise.', 'away', 'work'],
    ['Oma liegt im Krankenhaus.', 'away', 'hospital'],
    ['Oma wohnt im Ausland.', 'away', 'elsewhere'],
    ['Oma ist nach Spanien gezogen.', 'away', 'elsewhere'],
    ['Opa wohnte hier, aber er ist weggezogen.', 'away', 'elsewhere'],
    ['Wir mussten Abschied nehmen von Opa.', 'away', null],
  ])('liest „%s“ als %s (%s)', (text, status, away) => {
    expect(planOf(text, de).people[0]).toMatchObject({ status, away });
  });

  it('says who died, and no one else: the grandma beside him is here', () => {
    const plan = planOf('Grandpa died and Grandma is very sad.');
    expect(personOf(plan, 'grandpa')?.status).toBe('remembered');
    expect(personOf(plan, 'grandma')?.status).toBe('here');
  });

  it('takes a parent who is "no longer here" as a question, not a death', () => {
    expect(planOf('Papa ist nicht mehr da.', de).people[0].status).toBe('away');
    expect(planOf('Papa ist seit Mai nicht mehr da.', de).people[0].status).toBe('away');
  });

  it.each([
    ['Grandpa passed his driving test.', 'en'],
    ['Dad passed on his love of football.', 'en'],
    ['Dad is dead tired after work.', 'en'],
    ['Mummy has gone back to work.', 'en'],
    ['Mum works in the hospital as a nurse.', 'en'],
    ['Dad is sick of the rain.', 'en'],
    ['Papa ist weg zur Arbeit.', 'de'],
    ['Mama arbeitet im Krankenhaus.', 'de'],
  ] as const)('reads no death, absence or illness in "%s"', (text, language) => {
    expect(planOf(text, { language }).people[0]).toMatchObject({ status: 'here', health: 'well' });
    expect(questionsOf(text, { language }).some((q) => q.kind === 'status')).toBe(false);
  });

  it('takes a goodbye to a parent as the nursery door, not a question', () => {
    expect(planOf('Every morning he says goodbye to Mummy at nursery.').people[0].status).toBe('here');
    expect(planOf('Er verabschiedet sich morgens von Papa.', de).people[0].status).toBe('here');
  });

  it('never calls someone remembered who is only away', () => {
    expect(planOf('Her dad is away with the army and she misses him.').people[0].status).toBe('away');
  });

  it.each([
    ['Grandma has dementia.', 'en', 'dementia'],
    ['Grandpa has Alzheimer’s.', 'en', 'dementia'],
    ['Grandma forgets things now.', 'en', 'dementia'],
    ['Mummy is ill.', 'en', 'ill'],
    ['Grandpa has cancer.', 'en', 'ill'],
    ['Oma hat Demenz.', 'de', 'dementia'],
    ['Papa ist krank.', 'de', 'ill'],
    ['Opa hat Krebs.', 'de', 'ill'],
  ] as const)('reads the health of "%s"', (text, language, health) => {
    expect(planOf(text, { language }).people[0]).toMatchObject({
      health,
      status: text.includes('Krankenhaus') ? 'away' : 'here',
    });
  });

  it.each([
    ['Grandpa lives with us.', 'en', true],
    ['He lives with his mum and grandma.', 'en', true],
    ['Grandma lives round the corner.', 'en', false],
    ['Oma wohnt bei uns.', 'de', true],
    ['Paula wohnt mit Mama und Opa.', 'de', true],
    ['Oma wohnt um die Ecke.', 'de', false],
  ] as const)('reads whether they live with the child: "%s"', (text, language, lives) => {
    const plan = planOf(text, { language });
    expect(plan.people.find((p) => p.relation === 'grandma' || p.relation === 'grandpa')?.livesWithChild).toBe(lives);
  });

  it('has parents live with the child unless the words say otherwise, and relatives not', () => {
    const plan = planOf('Mum and Dad and Grandma');
    expect(plan.people.map((p) => p.livesWithChild)).toEqual([true, true, false]);
  });
});

describe('reader: the family', () => {
  it.each([
    ['his two mums, Jo and Sam', 'en', 'two-mums'],
    ['Mama und Mami', 'de', 'two-mums'],
    ['his dads', 'en', 'two-dads'],
    ['Papa und Papi', 'de', 'two-dads'],
    ['Mum and Dad take him to the park.', 'en', 'mum-and-dad'],
    ['It’s just me and him.', 'en', 'one-parent'],
    ['I am a single mum.', 'en', 'one-parent'],
    ['Ich bin alleinerziehend.', 'de', 'one-parent'],
    ['She lives with her grandparents.', 'en', 'grandparents'],
    ['Er wohnt bei Oma und Opa.', 'de', 'grandparents'],
    ['He has a foster family.', 'en', 'other'],
    ['He lives with me (dad) and his stepmum Sarah.', 'en', 'other'],
    ['Mummy is having a baby.', 'en', 'not-said'],
    ['He loves boats.', 'en', 'not-said'],
  ] as const)('reads "%s" as %s', (text, language, shape) => {
    expect(planOf(text, { language }).family.shape).toBe(shape);
  });

  it('adds no parent the words do not name', () => {
    expect(planOf('Mummy reads to him every night.').people.map((p) => p.relation)).toEqual(['mum']);
  });

  it.each([
    ['Mama und Papa haben sich im Sommer getrennt, sie wohnen nicht mehr zusammen.', 'de'],
    ['Wir wohnen nicht mehr zusammen.', 'de'],
    ['Wir leben im Wechselmodell.', 'de'],
    ['Er ist jede zweite Woche bei Papa.', 'de'],
    ['We separated last year.', 'en'],
    ['His dad and I are divorced.', 'en'],
    ['She has two houses now.', 'en'],
    ['every other weekend at dad’s house', 'en'],
  ] as const)('reads two homes in "%s"', (text, language) => {
    expect(planOf(text, { language }).family.twoHomes).toBe(true);
  });

  it('does not read two homes in separation anxiety', () => {
    expect(planOf('He has separation anxiety at nursery.').family.twoHomes).toBe(false);
  });

  it('takes the family the profile knows', () => {
    const known = {
      pronoun: null,
      people: [],
      pets: [],
      family: { shape: 'two-dads' as const, twoHomes: false },
      companion: null,
    };
    expect(planOf('He loves boats.', { memory: { known } }).family.shape).toBe('two-dads');
  });
});
