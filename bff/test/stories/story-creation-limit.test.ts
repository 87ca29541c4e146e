import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveStoryCreation } from '../../src/services/story-creation-limit.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// No worker runs here: the stories stay queued, which is all these checks need.
let app: TestApp;
const countStoryCreated = (address: string) => reserveStoryCreation(app.db.knex, address);
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const story = {
  audience: 'child',
  storyType: 'custom',
  storyGoal: '',
  storySetting: 'space-adventure',
  language: 'en',
  recipientDetails: { name: 'Ava' },
};

describe('story creation limit per address', () => {
  it('lets one address start 30 stories an hour, then answers 429 saying when to come back', async () => {
    const browser = app.client();
    expect((await browser.post('/api/stories', story)).status).toBe(201);
    for (let i = 1; i < 30; i++) await countStoryCreated('127.0.0.1');
    const refused = await browser.post('/api/stories', story);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('That is a lot of stories in a short time. Please try again in 60 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    const german = await browser.post('/api/stories', story, { 'accept-language': 'de' });
    expect(german.body.message).toBe(
      'Das sind viele Geschichten in kurzer Zeit. Bitte versuche es in 60 Minuten erneut.',
    );
  });

  it('validates before limiting, and counts each address on its own', async () => {
    const invalid = await app.client().post('/api/stories', { ...story, recipientDetails: { name: '' } });
    expect(invalid.status).toBe(400);
    await countStoryCreated('10.0.0.9');
    const rows = await app.db.knex('rate_limits').where('key', 'stories:addr:10.0.0.9').first();
    expect(rows.events).toBe(1);
    expect(rows.blockedUntil).toBeNull();
  });
});
