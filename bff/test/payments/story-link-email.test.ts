import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import type { Mailer, MailMessage } from '../../src/mail/index.ts';
import { Payment } from '../../src/models/index.ts';
import {
  composeStoryLinkEmail,
  deliverOwedStoryLinkEmails,
  deliverStoryLinkEmail,
} from '../../src/services/payment-story-link-email.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { insertStory } from './payment-test-support.ts';
import { aPaidPayment } from '../support/factories.ts';

/** A mailer whose SMTP server is down for the first `failures` messages. */
function flakyMailer(failures: number) {
  const sent: MailMessage[] = [];
  let remaining = failures;
  const mailer: Mailer = {
    from: 'stories@example.org',
    async send(message) {
      if (remaining-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
  };
  return { mailer, sent };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

async function paidPayment(email: string | null) {
  const storyId = await insertStory(db.knex, { title: 'Ole and the Night Train' });
  return aPaidPayment(db.knex, storyId, {
    customerEmail: email,
    paidAt: new Date(),
    linkOrigin: 'http://shop.example:3000',
  });
}

describe('story link emails', () => {
  it('keep a failed email owed and send it on a later sweep, once', async () => {
    const payment = await paidPayment('parent@example.com');
    const { mailer, sent } = flakyMailer(1);
    const deps = { db: db.knex, mailer, logger: createLogger('silent') };

    expect(await deliverStoryLinkEmail(deps, payment.id)).toBe(false);
    const failed = (await Payment.query(db.knex).findById(payment.id))!;
    expect(failed).toMatchObject({
      status: 'paid',
      emailSentAt: null,
      emailAttempts: 1,
      emailLastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(failed.emailNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverOwedStoryLinkEmails(deps)).toBe(0);

    await Payment.query(db.knex)
      .patch({ emailNextAttemptAt: new Date(Date.now() - 1000) })
      .where({ id: payment.id });
    expect(await deliverOwedStoryLinkEmails(deps)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('parent@example.com');
    expect(sent[0].text).toContain(`http://shop.example:3000/story/${payment.storyId}`);
    const delivered = (await Payment.query(db.knex).findById(payment.id))!;
    expect(delivered.emailSentAt).toBeInstanceOf(Date);
    expect(delivered.emailLastError).toBeNull();

    expect(await deliverOwedStoryLinkEmails(deps)).toBe(0);
    expect(await deliverStoryLinkEmail(deps, payment.id)).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('send once when two deliveries race for the same payment', async () => {
    const payment = await paidPayment('racer@example.com');
    const { mailer, sent } = flakyMailer(0);
    const deps = { db: db.knex, mailer, logger: createLogger('silent') };
    await Promise.all([
      deliverStoryLinkEmail(deps, payment.id),
      deliverStoryLinkEmail(deps, payment.id),
      deliverStoryLinkEmail(deps, payment.id),
    ]);
    expect(sent).toHaveLength(1);
  });

  it('link to PUBLIC_URL when it is set, and owe nothing without an address', async () => {
    const payment = await paidPayment('public@example.com');
    const { mailer, sent } = flakyMailer(0);
    await deliverStoryLinkEmail(
      { db: db.knex, mailer, logger: createLogger('silent'), publicUrl: 'https://dreamweaver.example/' },
      payment.id,
    );
    expect(sent[0].text).toContain(`https://dreamweaver.example/story/${payment.storyId}`);
    // The downloads, on the same origin.
    for (const format of ['html', 'epub', 'pdf']) {
      const url = `https://dreamweaver.example/api/stories/${payment.storyId}/download?format=${format}`;
      expect(sent[0].text).toContain(url);
      expect(sent[0].html).toContain(`href="${url}"`);
    }
    const withoutAddress = await paidPayment(null);
    expect(
      await deliverStoryLinkEmail({ db: db.knex, mailer, logger: createLogger('silent') }, withoutAddress.id),
    ).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('are written in the story language, with the title escaped in HTML', () => {
    const de = composeStoryLinkEmail(
      { title: 'Ida & <Drache>', language: 'de' },
      'a@b.de',
      'https://x.example/story/1',
    );
    // The title carries the child's name: never in a subject.
    expect(de.subject).toBe('Deine Geschichte ist bereit');
    expect(de.text).toContain('https://x.example/story/1');
    expect(de.html).toContain('Ida &amp; &lt;Drache&gt;');
    expect(de.html).not.toContain('<Drache>');
    expect(de.html).toContain('Geschichte lesen');
    const en = composeStoryLinkEmail({ title: 'Ida', language: 'en' }, 'a@b.de', 'https://x.example/story/1');
    expect(en.subject).toBe('Your story is ready to read');
    expect(en.text).toContain('Ida');
    expect(en.text).toContain('Sweet dreams, the Dreamweaver team');
    const withDownloads = composeStoryLinkEmail(
      { title: 'Ida', language: 'de' },
      'a@b.de',
      'https://x.example/story/1',
      {
        html: 'https://x.example/h',
        epub: 'https://x.example/e',
        pdf: 'https://x.example/p',
      },
    );
    expect(withDownloads.text).toContain('E-Book mit Vorlesestimme (EPUB): https://x.example/e');
    expect(withDownloads.html).toContain('<a href="https://x.example/p" style="color:#6d4aff">Bilderbuch (PDF)</a>');
  });
});
