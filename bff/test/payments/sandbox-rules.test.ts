import { describe, expect, it } from 'vitest';
import { cardProblem } from '../../src/payments/sandbox/test-cards.ts';
import { fillSessionId, withSessionIdPlaceholder } from '../../src/payments/success-url.ts';

describe('withSessionIdPlaceholder', () => {
  it.each([
    ['http://a.example/story/1', 'http://a.example/story/1?session_id={CHECKOUT_SESSION_ID}'],
    ['http://a.example/story/1?x=1', 'http://a.example/story/1?x=1&session_id={CHECKOUT_SESSION_ID}'],
    ['http://a.example/story/1?', 'http://a.example/story/1?session_id={CHECKOUT_SESSION_ID}'],
    ['http://a.example/story/1#top', 'http://a.example/story/1?session_id={CHECKOUT_SESSION_ID}#top'],
    ['http://a.example/s?sid={CHECKOUT_SESSION_ID}', 'http://a.example/s?sid={CHECKOUT_SESSION_ID}'],
  ])('%s', (input, expected) => {
    expect(withSessionIdPlaceholder(input)).toBe(expected);
  });

  it('is filled with the session id on return', () => {
    expect(fillSessionId('http://a.example/story/1?session_id={CHECKOUT_SESSION_ID}', 'cs_sandbox_ab12')).toBe(
      'http://a.example/story/1?session_id=cs_sandbox_ab12',
    );
  });
});

describe('sandbox test cards', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' };
  it.each([
    [card, null],
    [{ ...card, cardNumber: '4242-4242-4242-4242', expiry: '12 / 2030', cvc: '1234' }, null],
    [{ ...card, cardNumber: '4000 0000 0000 0002' }, 'declined'],
    [{ ...card, cardNumber: '4242 4242 4242 4243' }, 'invalidNumber'],
    [{ ...card, cardNumber: 'abcd' }, 'invalidNumber'],
    [{ ...card, cardNumber: '4000 0566 5566 5556' }, 'unknownCard'],
    [{ ...card, expiry: '10/26' }, 'expired'],
    [{ ...card, expiry: '00/30' }, 'invalidExpiry'],
    [{ ...card, expiry: 'soon' }, 'invalidExpiry'],
    [{ ...card, cvc: '12' }, 'invalidCvc'],
    [{ ...card, cardNumber: '4000 0000 0000 0002', cvc: '' }, 'invalidCvc'],
  ])('%j -> %s', (form, problem) => {
    expect(cardProblem(form, now)).toBe(problem);
  });
});
