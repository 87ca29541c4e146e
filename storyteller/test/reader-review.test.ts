import { planQuestionSchema, type StoryPlan, storyPlanSchema } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { readOrder } from '../src/reader/read-order.ts';
import { type OrderChanges, orderOf, personOf } from './reader-order.ts';

// The orders of the editor's review, in English and German, read end to end: each plan is a valid
// plan (unsettled), and says what the story must know.

function read(text: string, changes: OrderChanges = {}, answers = {}) {
  const { plan, questions } = readOrder(orderOf(text, changes), answers);
  expect(storyPlanSchema().parse(plan)).toEqual(plan);
  for (const question of questions) planQuestionSchema.parse(question);
  expect(plan.story).toBeNull();
  expect(plan.details.every((d) => !d.used && d.where === null && d.why === null)).toBe(true);
  return { plan, questions };
}

const de = { language: 'de' as const };

function expectGrandpaRemembered(plan: StoryPlan) {
  const grandpa = personOf(plan, 'grandpa');
  expect(grandpa).toMatchObject({ status: 'remembered', livesWithChild: false });
  expect(plan.theme).toMatchObject({ id: 'death-person', sensitive: true, about: grandpa?.id });
  expect(plan.care).toMatchObject({ afterlife: 'leave-out', sadIsOk: true });
  const hat = plan.details.find((d) => d.kind === 'clothing');
  expect(hat).toMatchObject({ lexeme: 'hat', colour: 'green', owner: grandpa?.id });
  const fishing = plan.details.filter((d) => d.kind === 'activity');
  expect(fishing.length).toBeGreaterThan(0);
  expect(fishing.every((d) => d.owner === grandpa?.id)).toBe(true);
  expect(plan.hero.age).toBe(6);
}

describe('the editor’s review: a grandpa who died', () => {
  it('in English', () => {
    const { plan, questions } = read(
      "Theo is six. His grandpa died three weeks ago; Theo used to fish with him at the lake. He still has Grandpa's green fishing hat. It's OK to be sad, nothing about heaven.",
    );
    expectGrandpaRemembered(plan);
    expect(plan.hero.pronoun).toBe('he');
    expect(plan.care.wishes).toEqual(["It's OK to be sad", 'nothing about heaven']);
    expect(questions).toEqual([]);
  });

  it('auf Deutsch', () => {
    const { plan, questions } = read(
      'Theo ist sechs. Sein Opa ist vor drei Wochen gestorben. Früher war er mit ihm immer am See angeln. Theo hat noch Opas grünen Angelhut. Es ist okay, traurig zu sein, aber bitte nichts vom Himmel.',
      de,
    );
    expectGrandpaRemembered(plan);
    expect(questions).toEqual([]);
  });
});

describe('the editor’s review: a cat who died', () => {
  it.each([
    ['Lily is seven. We want to say goodbye to our cat Minka, she died last week.', 'en'],
    ['Lily ist sieben. Abschied nehmen von unserer Katze Minka, sie ist letzte Woche gestorben.', 'de'],
  ] as const)('%s', (text, language) => {
    const { plan, questions } = read(text, { language, name: 'Lily' });
    expect(plan.pets).toEqual([{ id: 'pet1', name: 'Minka', kind: 'cat', status: 'remembered' }]);
    expect(plan.theme).toMatchObject({ id: 'death-pet', about: 'pet1' });
    expect(plan.theme.id).not.toBe('saying-goodbye');
    expect(plan.companion.name).not.toBe('Minka');
    expect(plan.hero.age).toBe(7);
    expect(questions.map((q) => q.id)).toContain('afterlife');
  });
});

describe('the editor’s review: parents who separated', () => {
  it.each([
    ['Mama und Papa haben sich im Sommer getrennt, sie wohnen nicht mehr zusammen.', 'de'],
    ['His mum and dad separated in the summer and don’t live together any more.', 'en'],
  ] as const)('%s', (text, language) => {
    const { plan } = read(text, { language });
    expect(plan.theme).toMatchObject({ id: 'separation', sensitive: true });
    expect(plan.family).toEqual({ shape: 'mum-and-dad', twoHomes: true });
    expect(plan.people.map((p) => p.status)).toEqual(['here', 'here']);
  });
});

describe('the editor’s review: a boy who stammers', () => {
  it.each([
    ["Max stammers. Please don't make it about fixing the stutter, just that it's ok.", 'en'],
    ['Max stottert. Bitte mach es nicht zum Thema, das Stottern wegzumachen, einfach, dass es okay ist.', 'de'],
  ] as const)('%s', (text, language) => {
    const { plan, questions } = read(text, { language, name: 'Max' });
    expect(plan.theme).toMatchObject({ id: 'speech', sensitive: true });
    expect(plan.care.practise).toBe(false);
    expect(questions.some((q) => q.id === 'speech')).toBe(false);
  });
});

describe('the editor’s review: two mums, two dads', () => {
  it.each([
    ['Theo lives with his two mums, Jo and Sam.', 'en', 'two-mums', ['Jo', 'Sam']],
    ['Theo wohnt mit Mama und Mami.', 'de', 'two-mums', [null, null]],
    ['His dads, Ben and Ali, read to him.', 'en', 'two-dads', ['Ben', 'Ali']],
    ['Papa und Papi bringen ihn ins Bett.', 'de', 'two-dads', [null, null]],
  ] as const)('%s', (text, language, shape, names) => {
    const { plan } = read(text, { language });
    expect(plan.family.shape).toBe(shape);
    expect(plan.people.map((p) => [p.name, p.status, p.livesWithChild])).toEqual(
      names.map((name) => [name, 'here', true]),
    );
  });
});

describe('the editor’s review: the details', () => {
  it('in English', () => {
    const { plan } = read(
      'He loves his yellow wellies and his friend Noah. Last Saturday he saved a penalty! He is obsessed with the Flying Scotsman and loves the pyjamas with stars.',
    );
    expect(plan.details.map((d) => [d.kind, d.words])).toEqual([
      ['thing', 'the Flying Scotsman'],
      ['clothing', 'yellow wellies'],
    ]);
    expect(plan.achievement).toMatchObject({ words: 'saved a penalty', kind: 'penalty-save' });
    expect(plan.people).toMatchObject([{ relation: 'friend', name: 'Noah', status: 'here' }]);
    expect(plan.hero.look.pyjamas).toBe('stars');
    expect(plan.setting.id).toBe('magical-forest');
    expect(plan.details.some((d) => d.kind === 'colour')).toBe(false);
  });

  it('auf Deutsch', () => {
    const { plan } = read(
      'Er liebt seine gelben Gummistiefel und seinen Freund Noah. Am Samstag hat er einen Elfmeter gehalten! Er schläft am liebsten im Schlafanzug mit Dinos.',
      de,
    );
    expect(plan.details.map((d) => [d.kind, d.words])).toEqual([['clothing', 'gelben Gummistiefel']]);
    expect(plan.achievement).toMatchObject({ words: 'einen Elfmeter gehalten', kind: 'penalty-save' });
    expect(plan.people).toMatchObject([{ relation: 'friend', name: 'Noah' }]);
    expect(plan.hero.look.pyjamas).toBe('dinosaurs');
    expect(plan.setting.id).toBe('magical-forest');
    expect(plan.theme.id).toBe('adventure');
  });
});

describe('the editor’s review: away, ill, new, moved, aids, noises', () => {
  it.each([
    ['Her dad is away with the army.', 'en'],
    ['Ihr Papa ist gerade im Einsatz bei der Bundeswehr.', 'de'],
  ] as const)('a dad with the army is away, never remembered: %s', (text, language) => {
    const { plan } = read(text, { language });
    expect(personOf(plan, 'dad')).toMatchObject({ status: 'away', away: 'forces' });
    expect(plan.theme).toMatchObject({ id: 'parent-away', about: personOf(plan, 'dad')?.id });
    expect(plan.care.sadIsOk).toBe(false);
  });

  it.each([
    ['Grandma has dementia.', 'en'],
    ['Oma hat Demenz.', 'de'],
  ] as const)('%s', (text, language) => {
    const { plan } = read(text, { language });
    expect(personOf(plan, 'grandma')).toMatchObject({ status: 'here', health: 'dementia' });
    expect(plan.theme).toMatchObject({ id: 'someone-ill', about: personOf(plan, 'grandma')?.id });
  });

  it.each([
    ['Mummy is having a baby.', 'en', 'new-sibling'],
    ['Mama bekommt ein Baby.', 'de', 'new-sibling'],
    ['We just moved house.', 'en', 'moving-house'],
    ['Wir sind gerade umgezogen.', 'de', 'moving-house'],
    ['She uses a wheelchair.', 'en', 'aid'],
    ['Sie sitzt im Rollstuhl.', 'de', 'aid'],
    ['He is scared of loud noises and fireworks.', 'en', 'loud-noises'],
    ['Er hat Angst vor lauten Geräuschen und Feuerwerk.', 'de', 'loud-noises'],
  ] as const)('%s', (text, language, theme) => {
    const { plan } = read(text, { language });
    expect(plan.theme).toMatchObject({ id: theme, sensitive: true });
    if (theme === 'aid') expect(plan.hero.aids).toEqual(['wheelchair']);
    if (theme === 'new-sibling') expect(plan.family.shape).toBe('not-said');
  });
});

describe('the editor’s review: missing Grandpa', () => {
  it.each([
    ['We miss Grandpa so much.', 'en'],
    ['Opa fehlt ihm.', 'de'],
  ] as const)('asks, then applies the answer: %s', (text, language) => {
    const { plan, questions } = read(text, { language });
    expect(questions.find((q) => q.id === 'status:p1')).toMatchObject({ required: true, about: 'p1' });
    expect(plan.people[0].status).not.toBe('here');
    const answered = read(text, { language }, { 'status:p1': 'remembered', afterlife: 'star' });
    expect(answered.plan.people[0].status).toBe('remembered');
    expect(answered.plan.theme).toMatchObject({ id: 'death-person', about: 'p1' });
    expect(answered.plan.care.afterlife).toBe('star');
    expect(answered.questions.filter((q) => q.required)).toEqual([]);
  });
});

describe('the reader: any words make a valid plan', () => {
  const awkward = [
    `${'🦊'.repeat(150)} Grandpa's ${'🧢'.repeat(120)} died.`,
    'Oma\u0000 ist\u0085 gestorben\u0007, "" „“ ((( ))) ,,, ...',
    `His friend ${'Verylongname'.repeat(3)} and Grandpa ${'X'.repeat(80)}.`,
    'the The THE the Flying the "" "a" loves loves loves, and and and.',
    `${'Mum and Dad and '.repeat(20)}Grandma and our cat Minka and our dog Max and our rabbit and his teddy.`,
    'a'.repeat(1000),
  ];
  it.each(awkward)('reads %#', (text) => {
    for (const language of ['en', 'de'] as const) {
      read(text, {
        language,
        goal: text.slice(0, 500),
        recentAchievement: text.slice(0, 500),
        favoriteColor: text.slice(0, 100),
      });
    }
  });
});
