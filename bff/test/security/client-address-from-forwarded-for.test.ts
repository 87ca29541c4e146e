import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { rawRequest } from '../support/raw-request.ts';

// Attack: escape every per-address limit by writing a new left-most X-Forwarded-For entry on each
// request. Found on main (PUBLIC_URL https, so the proxy was trusted):
//   for i in $(seq 1 40); do curl -H "X-Forwarded-For: 10.0.0.$i" -H 'X-Forwarded-Proto: https' \
//     -H 'content-type: application/json' -d @story.json http://127.0.0.1:3000/api/stories; done   -> 40 × 201
// Only TRUST_PROXY_HOPS entries, counted from the right, are believed.

const story = { audience: 'child', storyType: 'classic', language: 'en', recipientDetails: { name: 'Mia' } };

async function createStories(app: TestApp, count: number, forwardedFor: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const forwarded = forwardedFor(i);
    const headers: Record<string, string> = { 'x-forwarded-proto': 'https' };
    if (forwarded) headers['x-forwarded-for'] = forwarded;
    statuses.push((await rawRequest(app.url, 'POST', '/api/stories', { headers, json: story })).status);
  }
  return statuses;
}

describe('behind one trusted proxy (https PUBLIC_URL, TRUST_PROXY_HOPS defaults to 1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: 'https://stories.example' });
  });
  afterAll(() => app?.close());

  it('a rotating left-most X-Forwarded-For entry does not escape the story limit', async () => {
    const statuses = await createStories(app, 31, (i) => `10.0.${i}.1, 203.0.113.7`);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('the address the proxy saw (right-most) is the client', async () => {
    const [status] = await createStories(app, 1, () => '203.0.113.7, 198.51.100.9');
    expect(status).toBe(201);
  });
});

describe('with no proxy trusted (no PUBLIC_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('X-Forwarded-For is ignored entirely', async () => {
    const statuses = await createStories(app, 31, (i) => `10.1.${i}.1`);
    expect(statuses[30]).toBe(429);
  });
});
