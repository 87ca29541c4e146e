import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';
import { readOrder } from '../src/reader/read-order.ts';

// What the reader asks instead of guessing, and how the parent's answers are laid over the plan.

describe('reader: asking whether someone missed has died', () => {
  it('asks, required, when a person may be remembered or away', () => {
    const [question] = questionsOf('We miss Grandpa so much.').filter((q) => q.kind === 'status');
    expect(question).toEqual({
      id: 'status:p1',
      kind: 'status',
      text: 'We want to tell it right: is Grandpa with you, away for a while, or has Grandpa died?',
      about: 'p1',
      required: true,
      choices: [
        { id: 'here', label: 'With us, at home or nearby' },
        { id: 'away', label: 'Away for a while' },
        { id: 'remembered', label: 'Died, and we remember them' },
      ],
    });
  });

  it('asks in German, with du', () => {
    const [question] = questionsOf('Opa fehlt ihm sehr.', { language: 'de' }).filter((q) => q.kind === 'status');
    expect(question.text).toBe(
      'Wir möchten es richtig erzählen: Ist Opa bei euch, eine Weile weg, oder ist Opa gestorben?',
    );
    expect(question.choices.map((c) => c.label)).toEqual([
      'Bei uns, zu Hause oder in der Nähe',
      'Eine Weile weg',
      'Gestorben, und wir erinnern uns',
    ]);
  });

  it('names a pet or an unnamed relative as the child’s', () => {
    expect(questionsOf('She misses our cat.').find((q) => q.kind === 'status')?.text).toContain("Theo's cat");
    expect(
      questionsOf('Sie vermisst ihren Bruder.', { language: 'de' }).find((q) => q.kind === 'status')?.text,
    ).toContain('Theos Bruder');
  });

  it('keeps someone missed out of the story’s present until answered: away, never here', () => {
    expect(planOf('We miss Grandpa so much.').people[0].status).toBe('away');
  });

  it('does not ask about someone missed at the nursery or at night', () => {
    expect(questionsOf('She misses Mummy during the day at nursery.').some((q) => q.kind === 'status')).toBe(false);
    expect(
      questionsOf('Er vermisst Papa abends, wenn Papa arbeitet.', { language: 'de' }).some((q) => q.kind === 'status'),
    ).toBe(false);
  });

  it('does not ask when the words say it, or the profile knows', () => {
    expect(questionsOf('Grandpa died and we miss him.').some((q) => q.kind === 'status')).toBe(false);
    expect(questionsOf('Daddy is deployed and she misses him.').some((q) => q.kind === 'status')).toBe(false);
    const known = {
      pronoun: null,
      people: [
        {
          id: 'p7',
          name: null,
          relation: 'grandpa' as const,
          calls: 'Grandpa',
          status: 'away' as const,
          away: 'elsewhere' as const,
          health: 'well' as const,
          livesWithChild: false,
        },
      ],
      pets: [],
      family: null,
      companion: null,
    };
    const plan = planOf('We miss Grandpa so much.', { memory: { known } });
    expect(plan.people[0]).toMatchObject({ status: 'away', away: 'elsewhere' });
    expect(questionsOf('We miss Grandpa so much.', { memory: { known } }).some((q) => q.kind === 'status')).toBe(false);
  });
});

describe('reader: the answers', () => {
  const text = 'We miss Grandpa so much.';

  it('applies "remembered": Grandpa died, the theme is his, and the afterlife is asked next', () => {
    const answered = { 'status:p1': 'remembered' };
    const plan = planOf(text, {}, answered);
    expect(plan.people[0]).toMatchObject({ status: 'remembered', livesWithChild: false });
    expect(plan.theme).toMatchObject({ id: 'death-person', about: 'p1', sensitive: true });
    expect(plan.care.sadIsOk).toBe(true);
    expect(questionsOf(text, {}, answered).map((q) => q.id)).toEqual(['afterlife', 'pronoun']);
    const all = { ...answered, afterlife: 'heaven', pronoun: 'he' };
    expect(questionsOf(text, {}, all)).toEqual([]);
    expect(planOf(text, {}, all)).toMatchObject({ care: { afterlife: 'heaven' }, hero: { pronoun: 'he' } });
  });

  it('applies "away" and "here"', () => {
    expect(planOf(text, {}, { 'status:p1': 'away' }).people[0].status).toBe('away');
    expect(planOf(text, {}, { 'status:p1': 'here' }).people[0].status).toBe('here');
    expect(questionsOf(text, {}, { 'status:p1': 'here' }).some((q) => q.kind === 'status')).toBe(false);
  });

  it('ignores an unknown question or choice', () => {
    const plan = planOf(text);
    expect(
      planOf(text, {}, { 'status:p9': 'remembered', 'status:p1': 'dead', nonsense: 'yes', afterlife: 'heaven' }),
    ).toEqual(plan);
    expect(questionsOf(text, {}, { 'status:p1': 'dead' }).some((q) => q.id === 'status:p1')).toBe(true);
    expect(planOf('He stammers.', {}, { theme: 'dark' }).theme.id).toBe('speech');
  });
});

describe('what is never asked', () => {
  it("never asks whether a child's missed friend died: a friend far away is away", () => {
    for (const [language, text] of [
      ['en', 'Ben really misses his best friend Tom since Tom went to live in Scotland.'],
      ['en', 'We moved house 2 weeks ago. Amber misses her best friend Maddie.'],
      ['de', 'Wir sind gerade umgezogen. Luca vermisst seinen Freund Elias.'],
    ] as const) {
      const { plan, questions } = readOrder({
        request: {
          audience: 'child',
          storyType: 'classic',
          language,
          recipientDetails: { name: 'Ben', personalization: text },
        },
      });
      expect(questions.filter((q) => q.kind === 'status')).toEqual([]);
      expect(plan.people.find((p) => p.relation === 'friend')?.status).toBe('away');
    }
  });

  it('tells a death of an illness as the death, without asking which story it is', () => {
    const { plan, questions } = readOrder({
      request: {
        audience: 'child',
        storyType: 'classic',
        language: 'de',
        recipientDetails: { name: 'Noah', personalization: 'Noahs Mama ist im Winter an Krebs gestorben.' },
      },
    });
    expect(plan.theme.id).toBe('death-person');
    expect(questions.filter((q) => q.required)).toEqual([]);
  });
});
