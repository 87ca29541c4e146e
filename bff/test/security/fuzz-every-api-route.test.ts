import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import type { TestClient } from '../support/test-app.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { fillPattern, registeredApiRoutes } from './api-routes.ts';

// Attack: anything a client can type, at every /api route, anonymously, as a user and as the admin:
// hostile strings, wrong types, odd bodies, hostile path parameters and query strings. A 5xx is a
// bug (bad input is never a 5xx); every answer must be a 4xx or a success.

const HOSTILE_STRINGS = [
  '\u0000',
  '\ud800',
  'x'.repeat(20_000),
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202eevil',
  '💩'.repeat(50),
  'admin\u200b',
  '%00',
  '{CHECKOUT_SESSION_ID}',
  '//evil.example/x',
  'http://127.0.0.1:3000.evil.example/',
  '',
  ' ',
];
const WRONG_TYPES: unknown[] = [0, -1, 1e308, true, null, [], {}, ['a'], { $ne: 1 }];
const FIELDS = [
  'username',
  'password',
  'email',
  'storyId',
  'successUrl',
  'cancelUrl',
  'sessionId',
  'userId',
  'shared',
  'hidden',
  'audience',
  'storyType',
  'language',
  'storySetting',
  'storyGoal',
  'recipientDetails',
  // The plan screen's order (POST /api/stories/plan and /api/stories): the plan and the answers.
  'plan',
  'answers',
];

function bodies(): unknown[] {
  const all: unknown[] = [];
  for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
    all.push(Object.fromEntries(FIELDS.map((field) => [field, value])));
    all.push({
      recipientDetails: { name: value, personalization: value, age: value },
      audience: 'child',
      storyType: 'custom',
      language: 'en',
    });
    // A good order carrying a hostile plan part and hostile answers.
    all.push({
      recipientDetails: { name: 'Mia' },
      audience: 'child',
      storyType: 'custom',
      language: 'en',
      plan: { version: 1, hero: value, theme: { id: value }, details: [value] },
      answers: { [String(value)]: value },
    });
  }
  let nested: unknown = 'deep';
  for (let i = 0; i < 2000; i++) nested = { a: nested };
  all.push(
    nested,
    [nested],
    'a string',
    42,
    null,
    [],
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  );
  return all;
}

const PARAM_VALUES = [
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
  '%F0%9F%92%A9',
  "'%20OR%201%3D1",
  '-1',
  '1e309',
  '99999999999999999999',
];
const QUERIES = [
  '?search=%00',
  '?search=a&search=b',
  '?search[x]=1',
  '?limit=1e309',
  '?limit=-5',
  `?search=${'q'.repeat(5000)}`,
  '?lang=%ED%A0%80',
];

describe('no 5xx for anything a client can send to any /api route', () => {
  let app: TestApp;
  let storyId: string;
  let clients: Record<string, TestClient>;
  beforeAll(async () => {
    app = await startTestApp();
    await createAccount(app, 'admin', ADMIN_PASSWORD);
    await createAccount(app, 'plain-parent');
    storyId = (await createStory(app, { title: 'The Moon Owl', isPaid: true })).id;
    clients = {
      anonymous: app.client(),
      user: await signedIn(app, 'plain-parent'),
      admin: await signedIn(app, 'admin', ADMIN_PASSWORD),
    };
  });
  afterAll(() => app?.close());

  for (const who of ['anonymous', 'user', 'admin']) {
    it(`as ${who}`, { timeout: 240_000 }, async () => {
      const client = clients[who];
      const goodParams = {
        userId: '2',
        storyId,
        id: storyId,
        sessionId: 'sbx_cs_unknown',
        sceneNumber: '1',
        kind: 'image',
        file: 'x.svg',
        galleryId: 'x',
      };
      let requests = 0;
      const check = async (method: string, path: string, options: Parameters<TestClient['request']>[2]) => {
        const response = await client.request(method, path, options);
        requests++;
        expect
          .soft(
            response.status,
            `${who} ${method} ${path.slice(0, 120)} ${JSON.stringify(options).slice(0, 160)} -> ${response.text.slice(0, 200)}`,
          )
          .toBeLessThan(500);
      };
      for (const { method, pattern } of registeredApiRoutes(app)) {
        const path = fillPattern(pattern, goodParams);
        if (method !== 'GET') {
          for (const json of bodies()) await check(method, path, { json });
          await check(method, path, { body: '{"unterminated": ', headers: { 'content-type': 'application/json' } });
          await check(method, path, {
            body: '{"a":1}',
            headers: { 'content-type': 'application/json; charset=utf-16' },
          });
          await check(method, path, {
            body: '{"a":1}',
            headers: { 'content-type': 'application/json; charset=bogus' },
          });
          await check(method, path, { body: 'x'.repeat(300_000), headers: { 'content-type': 'application/json' } });
          await check(method, path, { body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        }
        for (const value of PARAM_VALUES) {
          if (!pattern.includes(':')) break;
          await check(method, fillPattern(pattern, {}, value), method === 'GET' ? {} : { json: {} });
        }
        for (const query of QUERIES) await check(method, path + query, method === 'GET' ? {} : { json: {} });
        await check(method, path, {
          headers: { cookie: 'dw.sid=forged; dw.sid.sig=forged', 'accept-language': '*;q=x, de-DE-x-foo' },
        });
      }
      expect(requests).toBeGreaterThan(500);
    });
  }
});
