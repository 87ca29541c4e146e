import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment } from '../../src/models/index.ts';
import { deliverStoryLinkEmail } from '../../src/services/payment-story-link-email.ts';
import { emailAddressHash } from '../../src/services/story-link-recipients.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  formActionOf,
  insertStory,
  paymentRows,
  readOutbox,
  submitSandboxForm,
} from '../payments/payment-test-support.ts';

// Attack: whoever holds a paid checkout session id (it is in the return URL, the browser history,
// a shared screenshot) makes provide-email send the story link to any address, any number of times.
//
//   for i in $(seq 1 50); do curl -s -X POST localhost:3000/api/payments/provide-email \
//     -H 'content-type: application/json' -d "{\"email\":\"victim$i@example.com\",\"sessionId\":\"cs_sandbox_...\"}"; done
//   # was: 50 emails to 50 addresses; now: 3 addresses at most (409 after), 10 requests an hour per session (429 after)

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const TOO_MANY_ADDRESSES =
  'The story link has already been sent to 3 different addresses for this purchase. Please use one of those, or contact support.';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A story bought through the sandbox checkout without an email; returns its checkout session id. */
async function paidSession(email = ''): Promise<string> {
  const storyId = await insertStory(app.db.knex);
  const opened = await app.client().post('/api/payments/create-checkout-session', {
    storyId,
    successUrl: `${app.url}/story/${storyId}`,
    cancelUrl: `${app.url}/story/${storyId}`,
  });
  const url = new URL(opened.body.url);
  const html = await (await fetch(url)).text();
  const paid = await submitSandboxForm(app.url, formActionOf(html), { ...GOOD_CARD, email });
  expect(paid.status).toBe(303);
  return url.pathname.split('/').pop()!;
}

const provide = (sessionId: string, email: string, headers?: Record<string, string>) =>
  app.client().post('/api/payments/provide-email', { email, sessionId }, headers);

const recipientsOf = (outbox: ReturnType<typeof readOutbox>) => outbox.map((m) => /^To: (.*)$/m.exec(m.headers)![1]);

describe('provide-email sending the story link to any address', () => {
  it('sends to at most 3 distinct addresses per payment; the same address again is fine', async () => {
    const sessionId = await paidSession();
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const answer = await provide(sessionId, email);
      expect(answer.status, email).toBe(200);
      expect(answer.body.success).toBe(true);
    }
    const fourth = await provide(sessionId, 'four@example.com');
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(TOO_MANY_ADDRESSES);
    const german = await provide(sessionId, 'five@example.com', { 'accept-language': 'de' });
    expect(german.status).toBe(409);
    expect(german.body.message).toBe(
      'Der Link zur Geschichte wurde für diesen Kauf bereits an 3 verschiedene Adressen geschickt. Bitte nutze eine davon oder wende dich an den Support.',
    );
    // One of the three, however it is capitalised, is still accepted.
    expect((await provide(sessionId, 'ONE@example.com')).status).toBe(200);
    expect(recipientsOf(readOutbox(app.db.dataDir))).not.toContain('four@example.com');
    expect(new Set(recipientsOf(readOutbox(app.db.dataDir)).map((to) => to.toLowerCase()))).toEqual(
      new Set(['one@example.com', 'two@example.com', 'three@example.com']),
    );

    // Every accepted request is on record: payment, address hash, time; refused ones are not.
    const [payment] = await paymentRows(app.db.knex, sessionId);
    const log = await app.db.knex('story_link_email_requests').where({ paymentId: payment.id }).orderBy('id');
    expect(log.map((row) => row.emailHash)).toEqual(
      ['one@example.com', 'two@example.com', 'three@example.com', 'one@example.com'].map(emailAddressHash),
    );
    for (const row of log) expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('counts the address given at checkout, and holds the cap for requests sent at the same moment', async () => {
    const sessionId = await paidSession('buyer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => provide(sessionId, `parallel-${i}@example.com`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(6);
    const [payment] = await paymentRows(app.db.knex, sessionId);
    const rows: { emailHash: string }[] = await app.db
      .knex('story_link_email_requests')
      .where({ paymentId: payment.id })
      .select('emailHash');
    const logged = rows.map((row) => row.emailHash);
    expect(new Set(logged).size).toBe(3);
    expect(logged).toContain(emailAddressHash('buyer@example.com'));
  });

  it('logs every email it sends with the payment and a hash of the address', async () => {
    const sessionId = await paidSession();
    const [payment] = await paymentRows(app.db.knex, sessionId);
    await Payment.query(app.db.knex).patch({ customerEmail: 'Logged@example.com' }).where({ id: payment.id });
    const lines: { message: string; fields?: Record<string, unknown> }[] = [];
    const logger = {
      ...app.context.logger,
      info: (message: string, fields?: Record<string, unknown>) => void lines.push({ message, fields }),
    };
    expect(await deliverStoryLinkEmail({ db: app.db.knex, mailer: app.context.mailer, logger }, payment.id)).toBe(true);
    expect(lines).toEqual([
      {
        message: 'story link email sent',
        fields: {
          paymentId: payment.id,
          storyId: payment.storyId,
          addressHash: emailAddressHash('logged@example.com'),
        },
      },
    ]);
  });

  it('limits requests per checkout session to 10 an hour, with 429 and Retry-After', async () => {
    const sessionId = await paidSession();
    for (let i = 0; i < 10; i++) expect((await provide(sessionId, 'same@example.com')).status).toBe(200);
    const refused = await provide(sessionId, 'same@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many email requests for this purchase. Please try again in 60 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Sent once: the same address again is not a new email.
    expect(recipientsOf(readOutbox(app.db.dataDir)).filter((to) => to === 'same@example.com')).toHaveLength(1);
  });

  it('limits one client address to 30 requests an hour over all sessions, paid or not', async () => {
    const counter = () => app.db.knex('rate_limits').where('key', 'like', 'story-link:addr:%').first();
    const usedSoFar: number = (await counter()).events;
    expect(usedSoFar).toBeLessThan(30);
    // Unknown sessions cost a provider look-up each: they count too.
    for (let i = usedSoFar; i < 30; i++) {
      const answer = await provide(`cs_sandbox_unknown${i}`, 'x@example.com');
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(false);
    }
    expect((await counter()).events).toBe(30);
    const refused = await provide('cs_sandbox_one_more', 'x@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
