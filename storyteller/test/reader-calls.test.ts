import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';

// Two mums or two dads the parent did not name would both be "Mummy" to the story: the plan asks
// what the child calls each, and the answer names them.

const calls = (text: string, language: 'en' | 'de' = 'en', answers = {}) =>
  questionsOf(text, { language }, answers).find((q) => q.kind === 'calls');

describe('reader: what the child calls each of two mums or dads', () => {
  it('asks, not required, when two mums at home are not named', () => {
    const question = calls('Nora lives with her two mums and her little brother.');
    expect(question).toMatchObject({ id: 'calls:p1', required: false, about: 'p1' });
    expect(question?.text).toBe(
      'Theo has two mums. What does Theo call each of them? Until you choose, the story says "both mums".',
    );
    expect(question?.choices.map((c) => c.id)).toEqual(['mummy+mama', 'mum+mama', 'mummy+mum', 'together']);
  });

  it('names them from the answer, and asks no more', () => {
    const text = 'Nora lives with her two mums.';
    const plan = planOf(text, {}, { 'calls:p1': 'mum+mama' });
    expect(plan.people.map((p) => p.calls)).toEqual(['Mum', 'Mama']);
    expect(calls(text, 'en', { 'calls:p1': 'mum+mama' })).toBeUndefined();
    expect(planOf(text, {}, { 'calls:p1': 'together' }).people.map((p) => p.calls)).toEqual([null, null]);
  });

  it('asks in German for two dads, and not for two named ones', () => {
    const question = calls('Lina wohnt mit ihren zwei Papas.', 'de');
    expect(question?.text).toBe(
      'Theo hat zwei Papas. Wie nennt Theo die beiden? Bis du wählst, sagt die Geschichte „beide Papas“.',
    );
    expect(question?.choices.map((c) => c.label)).toContain('Papa und Papi');
    expect(calls('Lina wohnt mit ihren zwei Papas, Jonas und Ali.', 'de')).toBeUndefined();
    expect(calls('Nora lives with Mummy Jo and Mama Kate.')).toBeUndefined();
  });

  it('must be answered when the story tells the two apart: one is ill', () => {
    const question = calls('Lina wohnt mit ihren zwei Papas. Papa ist im Krankenhaus.', 'de');
    expect(question?.required).toBe(true);
    expect(question?.choices[0].label).toBe('Papa (zu Hause) und Papi (krank)');
    expect(question?.choices.some((c) => c.id === 'together')).toBe(false);
  });
});
