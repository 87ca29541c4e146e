import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStory } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-request.ts';

// Attack: text PostgreSQL refuses, and URLs that made a zod refinement throw. Found on main:
//   curl -H 'content-type: application/json' -d '{"audience":"child","storyType":"classic","language":"en","recipientDetails":{"name":"Mia\u0000"}}' \
//     http://127.0.0.1:3000/api/stories                             -> 500 (PostgreSQL: invalid byte sequence 0x00)
//   ... "name":"\ud800"                                              -> 500 (jsonb: unsupported Unicode escape)
//   ... create-checkout-session with "successUrl":"//evil.example/x" -> 500 (Invalid URL thrown in a refinement)

const story = (name: string, extra: Record<string, unknown> = {}) => ({
  audience: 'child',
  storyType: 'custom',
  language: 'en',
  recipientDetails: { name, ...extra },
});

describe('text that cannot be stored is a 400 with a clear message', () => {
  let app: TestApp;
  let storyId: string;
  beforeAll(async () => {
    app = await startTestApp();
    storyId = (await createStory(app, { title: 'The Moon Owl' })).id;
  });
  afterAll(() => app?.close());

  const unstorable = [
    ['NUL', 'Mia\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'Mia\udc00x'],
  ];

  it.each(unstorable)('%s in the child name', async (_what, name) => {
    const response = await rawRequest(app.url, 'POST', '/api/stories', { json: story(name) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'This text contains invisible control characters that cannot be saved. Please remove them and try again.',
    );
  });

  it.each(unstorable)('%s in free text, in German', async (_what, text) => {
    const response = await rawRequest(app.url, 'POST', '/api/stories', {
      headers: { 'accept-language': 'de' },
      json: story('Mia', { personalization: `Sie liebt ${text}` }),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Dieser Text enthält unsichtbare Steuerzeichen/);
  });

  it.each(unstorable)('%s in a username, a password, a search and an object key', async (_what, text) => {
    for (const [path, json] of [
      ['/api/auth/register', { username: `user${text}`, password: 'secret1' }],
      ['/api/auth/login', { username: 'someone', password: `pass${text}word` }],
      ['/api/stories', { ...story('Mia'), [`k${text}`]: 1 }],
    ] as const) {
      const response = await rawRequest(app.url, 'POST', path, { json });
      expect(response.status, path).toBe(400);
    }
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a port that is not a number', 'http://127.0.0.1:3000.evil.example/'],
    ['no URL at all', 'not a url'],
    ['another scheme', 'javascript:alert(1)'],
  ])('%s as a checkout return URL', async (_what, url) => {
    const response = await rawRequest(app.url, 'POST', '/api/payments/create-checkout-session', {
      json: { storyId, successUrl: url, cancelUrl: url },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The return address must be a page of this site.');
  });
});
