import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';

// A new baby, born or still on the way, as the parent says it; when the words say neither, the parent
// is asked, and an answer decides. A baby on the way is expected: not here, not living with the child
// yet, and no brother or sister who comes along.

const baby = (text: string | undefined, changes: Parameters<typeof planOf>[1] = {}, answers = {}) => {
  const plan = planOf(text, changes, answers);
  return { plan, baby: plan.people.find((p) => p.id === plan.theme.about) };
};

describe('reader: a new baby on the way', () => {
  it.each([
    ["Ava's baby sister is due in March. Ava loves ducks.", 'en', 'a new baby sister is coming', 'sister'],
    ['Sam lives with Mummy and Daddy. He is not sure about the baby.', 'en', 'Mummy is pregnant', 'baby'],
    ['Finn lives with Mummy and Daddy.', 'en', 'he is going to be a big brother', 'baby'],
    ['Our baby will be born in the spring.', 'en', 'new baby', 'baby'],
    ['Das Baby kommt im März. Lotte freut sich, ist aber auch eifersüchtig.', 'de', 'Mama bekommt ein Baby', 'baby'],
    ['Idas Schwesterchen ist unterwegs.', 'de', 'Geschwisterchen', 'sister'],
    ['Mama ist schwanger.', 'de', 'neues Geschwisterchen', 'baby'],
  ] as const)('is expected in "%s"', (text, language, goal, relation) => {
    const { plan, baby: found } = baby(text, { language, goal });
    expect(plan.theme.id).toBe('new-sibling');
    expect(found).toMatchObject({ relation, status: 'expected', livesWithChild: false });
    expect(questionsOf(text, { language, goal }).map((q) => q.id)).not.toContain(`status:${found?.id}`);
  });
});

describe('reader: a new baby born', () => {
  const born = [
    ["Mila's baby brother Leo was born last week.", 'en', 'new baby brother', 'Leo'],
    ["Eliza has a new baby brother, Arlo, he's 3 weeks old. She's very jealous.", 'en', undefined, 'Arlo'],
    [
      "Jonas' kleiner Bruder Paul ist letzte Woche geboren. Jonas ist oft wütend.",
      'de',
      'neues Geschwisterchen',
      'Paul',
    ],
    ['Das Baby ist jetzt da, Lotte ist eifersüchtig.', 'de', 'neues Geschwisterchen', null],
    [undefined, 'en', 'getting used to having a new baby sister (Willow)', 'Willow'],
  ] as const;

  it('is here, at home, and no brother or sister who comes along: "was born last week", „ist letzte Woche geboren“, „ist da“', () => {
    for (const [text, language, goal, name] of born) {
      const { plan, baby: found } = baby(text, { language, ...(goal ? { goal } : {}) });
      expect(found, goal).toMatchObject({ name, status: 'here', livesWithChild: true });
      expect(plan.siblings, goal).toEqual([]);
    }
  });
});

describe('reader: a new baby the words do not place', () => {
  const goal = 'Eifersucht auf die neue Schwester Smilla';

  it('asks whether the baby is born yet, and tells nothing before the answer', () => {
    const question = questionsOf(undefined, { language: 'de', goal }).find((q) => q.kind === 'status');
    expect(question).toMatchObject({ required: true, about: 'p1' });
    expect(question?.choices.map((c) => c.id)).toEqual(['here', 'expected']);
    expect(questionsOf('Tom is jealous of the new baby.', { goal: 'new baby' })[0]).toMatchObject({
      id: 'status:p1',
      required: true,
    });
  });

  it('takes the answer, on the way or born and at home, or what the child profile knows', () => {
    expect(baby(undefined, { language: 'de', goal }, { 'status:p1': 'expected' }).baby).toMatchObject({
      name: 'Smilla',
      status: 'expected',
      livesWithChild: false,
    });
    expect(baby(undefined, { language: 'de', goal }, { 'status:p1': 'here' }).baby).toMatchObject({
      status: 'here',
      livesWithChild: true,
    });
    expect(questionsOf(undefined, { language: 'de', goal }, { 'status:p1': 'expected' })).not.toContainEqual(
      expect.objectContaining({ kind: 'status' }),
    );
    const smilla = {
      id: 'p1',
      name: 'Smilla',
      relation: 'sister' as const,
      calls: null,
      status: 'expected' as const,
      away: null,
      health: 'well' as const,
      livesWithChild: false,
    };
    const memory = { known: { pronoun: null, pets: [], family: null, companion: null, people: [smilla] } };
    expect(questionsOf(undefined, { language: 'de', goal, memory })).not.toContainEqual(
      expect.objectContaining({ kind: 'status' }),
    );
    expect(baby(undefined, { language: 'de', goal, memory }).baby).toMatchObject({ status: 'expected' });
  });
});
