import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';

// How a hard thing is to be told: afterlife, practising a stammer, sadness allowed, the wishes.

const de = { language: 'de' as const };

describe('reader: the afterlife', () => {
  it.each([
    ['Grandpa died. Nothing about heaven please.', 'en', 'leave-out'],
    ['Grandpa died. We are not religious.', 'en', 'leave-out'],
    ['Grandpa died. Please don’t mention heaven or angels.', 'en', 'leave-out'],
    ['Opa ist gestorben, bitte nichts vom Himmel.', 'de', 'leave-out'],
    ['Opa ist gestorben. Ohne Himmel und Engel bitte.', 'de', 'leave-out'],
    ['Grandma died, she is a star in the sky now.', 'en', 'star'],
    ['Oma ist gestorben und jetzt ein Stern am Himmel.', 'de', 'star'],
    ['Grandpa died. We believe he is in heaven with God.', 'en', 'heaven'],
    ['Opa ist gestorben. Wir glauben, dass er im Himmel ist.', 'de', 'heaven'],
  ] as const)('reads "%s" as %s, and does not ask', (text, language, afterlife) => {
    expect(planOf(text, { language }).care.afterlife).toBe(afterlife);
    expect(questionsOf(text, { language }).some((q) => q.id === 'afterlife')).toBe(false);
  });

  it('obeys "nothing about heaven" even though it names heaven', () => {
    expect(planOf('Grandpa died. Nothing about heaven.').care.afterlife).toBe('leave-out');
  });

  it('leaves it out, and asks without holding the order back, when someone died and the parent said nothing of beliefs', () => {
    const text = 'Grandpa died in May.';
    expect(planOf(text).care.afterlife).toBe('leave-out');
    const question = questionsOf(text).find((q) => q.id === 'afterlife');
    expect(question).toMatchObject({ kind: 'afterlife', required: false, about: 'p1' });
    expect(question?.choices).toEqual([
      { id: 'leave-out', label: 'Leave it out, and only remember', recommended: true },
      { id: 'star', label: 'A star in the sky to remember them by' },
      { id: 'heaven', label: 'Heaven, as our family believes' },
    ]);
    expect(question?.text).toContain('Grandpa');
    expect(planOf(text, {}, { afterlife: 'star' }).care.afterlife).toBe('star');
    expect(questionsOf(text, {}, { afterlife: 'star' }).some((q) => q.id === 'afterlife')).toBe(false);
  });

  it('asks nothing of an afterlife when nobody died', () => {
    expect(questionsOf('Her dad is away with the army.').some((q) => q.id === 'afterlife')).toBe(false);
  });
});

describe('reader: a stammer', () => {
  it('is accepted, not practised, when the parent asks for that', () => {
    const text = "He stammers. Please don't make it about fixing the stutter, just that it's ok.";
    expect(planOf(text).care.practise).toBe(false);
    expect(questionsOf(text).some((q) => q.id === 'speech')).toBe(false);
    expect(planOf('Er stottert. Bitte nicht das Stottern wegmachen, einfach dass es okay ist.', de).care.practise).toBe(
      false,
    );
  });

  it('is practised only when the parent asks to practise', () => {
    expect(planOf('She stutters. We would like to practise speaking slowly together.').care.practise).toBe(true);
    expect(planOf('Er stottert und soll das Sprechen üben.', de).care.practise).toBe(true);
  });

  it('is accepted when the parent said nothing, with a question that need not be answered', () => {
    expect(planOf('He stammers.').care.practise).toBe(false);
    const question = questionsOf('He stammers.').find((q) => q.id === 'speech');
    expect(question).toMatchObject({ kind: 'speech', required: false });
    expect(question?.choices.map((c) => [c.id, c.recommended ?? false])).toEqual([
      ['accept', true],
      ['practise', false],
    ]);
    expect(planOf('He stammers.', {}, { speech: 'practise' }).care.practise).toBe(true);
  });
});

describe('reader: sadness and wishes', () => {
  it.each([
    ["It's OK to be sad.", 'en'],
    ['I want him to know it is fine to cry.', 'en'],
    ['Sie soll wissen, dass sie traurig sein darf.', 'de'],
    ['Weinen ist okay.', 'de'],
  ] as const)('says sadness is allowed when asked: "%s"', (text, language) => {
    expect(planOf(text, { language }).care.sadIsOk).toBe(true);
  });

  it('says sadness is allowed whenever someone died', () => {
    expect(planOf('Our cat Minka died.').care.sadIsOk).toBe(true);
    expect(planOf('He loves boats.').care.sadIsOk).toBe(false);
  });

  it('keeps the parent’s asks in their words, at most six', () => {
    expect(planOf("Grandpa died. It's OK to be sad, nothing about heaven.").care.wishes).toEqual([
      "It's OK to be sad",
      'nothing about heaven',
    ]);
    expect(planOf('Opa ist gestorben. Bitte nichts vom Himmel.', de).care.wishes).toEqual(['Bitte nichts vom Himmel']);
    const many = Array.from({ length: 8 }, (_, i) => `Please say thing ${i + 1}.`).join(' ');
    expect(planOf(many).care.wishes).toHaveLength(6);
  });
});
