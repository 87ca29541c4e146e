import { describe, expect, it } from 'vitest';
import type { PlanQuestion } from '@dreamweaver/contracts';
import { applyEdits, editsAfterAnswer, hasEdits, unansweredQuestions } from './plan-edits.ts';
import { theosPlan } from './plan-fixture.ts';

const statusQuestion: PlanQuestion = {
  id: 'status:p1',
  kind: 'status',
  text: 'Is Grandpa here, away, or has he died?',
  about: 'p1',
  required: true,
  choices: [
    { id: 'here', label: 'here' },
    { id: 'remembered', label: 'has died' },
  ],
};

describe("the parent's changes to a plan", () => {
  it('lay the theme, statuses, family, pronoun, details and afterlife over the plan', () => {
    const plan = theosPlan();
    const changed = applyEdits(plan, {
      theme: 'dark',
      status: { p2: 'away', q1: 'remembered' },
      family: 'one-parent',
      twoHomes: true,
      pronoun: 'they',
      wanted: { d1: false },
      afterlife: 'star',
    });
    expect(changed.theme).toEqual({ id: 'dark', sensitive: false, words: null, about: null });
    expect(changed.people[1]).toMatchObject({ status: 'away' });
    expect(changed.pets[0].status).toBe('remembered');
    expect(changed.family).toEqual({ shape: 'one-parent', twoHomes: true });
    expect(changed.hero.pronoun).toBe('they');
    expect(changed.details.map((d) => d.wanted)).toEqual([false, true]);
    expect(changed.care.afterlife).toBe('star');
    // The plan as read stays as it was.
    expect(plan.theme.id).toBe('death-person');
  });

  it('finds whom a theme is about, and someone who died lives nowhere', () => {
    const plan = theosPlan({ theme: { id: 'adventure', sensitive: false, words: null, about: null } });
    expect(applyEdits(plan, { theme: 'death-person' }).theme).toMatchObject({ sensitive: true, about: 'p1' });
    expect(applyEdits(plan, { theme: 'death-pet' }).theme.about).toBeNull();
    expect(applyEdits(plan, { theme: 'death-pet', status: { q1: 'remembered' } }).theme.about).toBe('q1');
    const mum = applyEdits(plan, { status: { p2: 'remembered' } }).people[1];
    expect(mum).toMatchObject({ status: 'remembered', livesWithChild: false, away: null });
    // Grandpa is here after all: the death theme is about nobody now.
    expect(applyEdits(theosPlan(), { status: { p1: 'here' } }).theme.about).toBeNull();
  });

  it('let an answer decide what it answers', () => {
    const edits = { status: { p1: 'here' as const, p2: 'away' as const }, pronoun: 'she' as const };
    expect(editsAfterAnswer(edits, statusQuestion)).toEqual({ status: { p2: 'away' }, pronoun: 'she' });
    expect(editsAfterAnswer(edits, { ...statusQuestion, id: 'pronoun', kind: 'pronoun', about: null }).pronoun).toBe(
      undefined,
    );
    expect(hasEdits({})).toBe(false);
    expect(hasEdits({ theme: undefined })).toBe(false);
    expect(hasEdits({ wanted: {} })).toBe(true);
  });

  it('know which required questions are still open', () => {
    const optional = { ...statusQuestion, id: 'pronoun', required: false };
    expect(unansweredQuestions([statusQuestion, optional], {})).toEqual([statusQuestion]);
    expect(unansweredQuestions([statusQuestion], { 'status:p1': 'nonsense' })).toEqual([statusQuestion]);
    expect(unansweredQuestions([statusQuestion], { 'status:p1': 'remembered' })).toEqual([]);
  });

  it('marks a new baby on the way or born, and keeps the new-sibling story about the baby', () => {
    const rosa = {
      id: 'p3',
      name: 'Rosa',
      relation: 'sister' as const,
      calls: null,
      status: 'here' as const,
      away: null,
      health: 'well' as const,
      livesWithChild: true,
    };
    const plan = theosPlan({
      people: [...theosPlan().people, rosa],
      theme: { id: 'new-sibling', sensitive: true, words: null, about: 'p3' },
    });
    const waiting = applyEdits(plan, { status: { p3: 'expected' } });
    expect(waiting.people[2]).toMatchObject({ status: 'expected', livesWithChild: false });
    expect(waiting.theme.about).toBe('p3');
    expect(applyEdits(waiting, { status: { p3: 'here' } }).people[2]).toMatchObject({
      status: 'here',
      livesWithChild: true,
    });
  });

  it('lays whether the child may not visit someone yet over the plan', () => {
    const changed = applyEdits(theosPlan(), { noVisits: { p2: true } });
    expect(changed.people.find((p) => p.id === 'p2')?.noVisits).toBe(true);
    expect(changed.people.find((p) => p.id === 'p1')?.noVisits).toBeUndefined();
  });

  it('drops a stay in hospital and the looking-after from someone the parent marks as died', () => {
    const plan = theosPlan();
    const mum = {
      ...plan.people[1],
      hospital: { when: 'now', days: 5, operation: true } as const,
      looksAfterChild: true,
    };
    const changed = applyEdits({ ...plan, people: [plan.people[0], mum] }, { status: { p2: 'remembered' } });
    expect(changed.people[1].hospital).toBeUndefined();
    expect(changed.people[1].looksAfterChild).toBeUndefined();
  });
});
