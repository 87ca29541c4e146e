import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Payment } from '../../src/models/index.ts';
import { aCompletedStory, type StoryFactoryOptions } from '../support/factories.ts';
import { outboxDir } from '../../src/mail/outbox.ts';

/** A generated story with `sceneCount` scenes, written straight to the database. */
export const insertStory = (db: Knex, options: Pick<StoryFactoryOptions, 'title' | 'language' | 'sceneCount'> = {}) =>
  aCompletedStory(db, options);

export async function paymentRows(db: Knex, sessionId: string) {
  return Payment.query(db).where({ providerSessionId: sessionId });
}

export interface OutboxMessage {
  file: string;
  headers: string;
  /** The whole message with quoted-printable soft breaks and escapes decoded (good enough to search). */
  decoded: string;
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      return { file, headers: raw.slice(0, raw.indexOf('\r\n\r\n')), decoded: decodeQuotedPrintable(raw) };
    });
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Posts the sandbox page's form the way a browser does: urlencoded, same origin. */
export async function submitSandboxForm(baseUrl: string, formAction: string, fields: Record<string, string>) {
  return fetch(new URL(formAction, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export function formActionOf(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return match[1].replace(/&amp;/g, '&');
}
