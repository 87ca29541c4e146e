import { describe, expect, it } from 'vitest';
import { AGES, allText, carePlan, detail, pet, person, SEEDS, tell } from './care-story-checks.ts';
import { planOf } from './reader-order.ts';

// What the one who died always did, as the parent remembers them ("He always used to sleep on the
// end of Jasper's bed", „Minka hat immer auf dem Fensterbrett in der Sonne gelegen“): read with whose
// it is, told as a memory in the death arcs of every age, in both languages, and shown on the plan.

const habitsOf = (plan: ReturnType<typeof planOf>) =>
  plan.details.filter((d) => d.kind === 'habit').map((d) => ({ words: d.words, owner: d.owner }));

describe('a habit of the one who died, read', () => {
  it('reads whose habit it is from their name or a he, she or it that stands for them', () => {
    const jasper = planOf(
      "Our cat Mr Whiskers died on Sunday, he was 16. Jasper found him. He always used to sleep on the end of Jasper's bed.",
      { name: 'Jasper' },
    );
    expect(habitsOf(jasper)).toEqual([
      { words: "always used to sleep on the end of Jasper's bed", owner: jasper.pets[0].id },
    ]);
    const mia = planOf('Her nan died in May. Nan used to sing to her every night.', { name: 'Mia' });
    expect(habitsOf(mia)).toEqual([{ words: 'used to sing to her every night', owner: mia.people[0].id }]);
    const hedi = planOf(
      'Unsere Katze Minka ist gestorben, sie war schon sehr alt. Hedi vermisst sie sehr. Minka hat immer auf dem Fensterbrett in der Sonne gelegen.',
      { name: 'Hedi', language: 'de' },
    );
    expect(habitsOf(hedi)).toEqual([
      { words: 'hat immer auf dem Fensterbrett in der Sonne gelegen', owner: hedi.pets[0].id },
    ]);
    const lena = planOf('Opa ist gestorben. Er hat immer Pfannkuchen für Lena gebacken.', {
      name: 'Lena',
      language: 'de',
    });
    expect(habitsOf(lena)).toEqual([{ words: 'hat immer Pfannkuchen für Lena gebacken', owner: lena.people[0].id }]);
  });

  it('leaves a memory of we or they, and one whose he may be the child, to what they did together', () => {
    const ollie = planOf("Ollie's grandpa died last month. They used to go fishing together.", { name: 'Ollie' });
    expect(habitsOf(ollie)).toEqual([]);
    expect(ollie.details.map((d) => [d.kind, d.lexeme])).toContainEqual(['activity', 'fishing']);
    expect(habitsOf(planOf('Opa ist gestorben. Wir haben immer zusammen geangelt.', { language: 'de' }))).toEqual([]);
    // "He" after the child was named may be the child: nothing says whose habit it is.
    expect(habitsOf(planOf('Grandpa died. Theo misses him. He always used to hum in the garden.'))).toEqual([]);
    // German with no participle at the end is no memory told whole.
    expect(habitsOf(planOf('Opa ist gestorben. Er hat immer Witze.', { language: 'de' }))).toEqual([]);
  });
});

describe('a habit of the one who died, told', () => {
  const minka = pet('pet1', 'cat', 'remembered');
  const nan = person('p1', 'grandma', 'remembered');
  const cases = [
    {
      theme: 'death-pet' as const,
      about: 'pet1',
      pets: [minka],
      people: [],
      en: detail('d1', 'habit', 'always used to sleep on the end of his bed', null, { owner: 'pet1' }),
      de: detail('d1', 'habit', 'hat immer auf dem Fensterbrett in der Sonne gelegen', null, { owner: 'pet1' }),
      told: {
        en: 'Minka always used to sleep on the end of his bed.',
        de: {
          big: 'wie Minka immer auf dem Fensterbrett in der Sonne gelegen hatte',
          little: 'Minka hat immer auf dem Fensterbrett in der Sonne gelegen.',
        },
      },
    },
    {
      theme: 'death-person' as const,
      about: 'p1',
      pets: [],
      people: [nan],
      en: detail('d1', 'habit', 'used to sing to him every night', null, { owner: 'p1' }),
      de: detail('d1', 'habit', 'hat immer Pfannkuchen gebacken', null, { owner: 'p1' }),
      told: {
        en: 'used to sing to him every night.',
        de: { big: 'immer Pfannkuchen gebacken hatte', little: 'hat immer Pfannkuchen gebacken.' },
      },
    },
  ];

  for (const c of cases)
    for (const language of ['en', 'de'] as const)
      for (const age of AGES)
        it(`${c.theme}, ${language}, age ${age}: told once as a memory, and the plan says where`, () => {
          for (const seed of SEEDS.slice(0, 6)) {
            const plan = carePlan({ ...c, language, age, pronoun: 'he', details: [c[language]] });
            const { settled, told } = tell(plan, seed);
            const text = allText(told);
            const expected = language === 'en' ? c.told.en : c.told.de[age <= 4 ? 'little' : 'big'];
            expect(text, text).toContain(expected);
            expect(text.split(expected).length - 1).toBe(1);
            expect(settled.details[0]).toMatchObject({ used: true });
            expect(settled.details[0].where).toMatch(/\d/);
          }
        });

  it("is never told as someone else's: a habit of a pet that is here is no memory of the death arc", () => {
    const plan = carePlan({
      theme: 'death-person',
      about: 'p1',
      language: 'en',
      age: 7,
      pronoun: 'he',
      people: [nan],
      pets: [pet('pet1', 'dog', 'here', 'Bruno')],
      details: [detail('d1', 'habit', 'always used to bark at the postman', null, { owner: 'pet1' })],
    });
    const { settled, told } = tell(plan, SEEDS[0]);
    expect(allText(told)).not.toContain('bark at the postman');
    expect(settled.details[0]).toMatchObject({ used: false });
  });
});
