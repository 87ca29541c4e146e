import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story } from '../../src/models/index.ts';
import { STORIES_PER_HOUR } from '../../src/services/story-creation-limit.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Attack: start more stories than the hourly limit by sending the requests at the same moment.
// The limit was checked first and counted after the story was made, so all of them got through.
//
//   seq 40 | xargs -P40 -I{} curl -s -o /dev/null -w '%{http_code}\n' -X POST localhost:3000/api/stories \
//     -H 'content-type: application/json' \
//     -d '{"audience":"child","storyType":"custom","storyGoal":"","storySetting":"space-adventure","language":"en","recipientDetails":{"name":"Ava"}}' \
//     | sort | uniq -c
//   # was: 40 x 201 against a limit of 30; now: 30 x 201, 10 x 429

// No worker runs here: the stories stay queued, which is all this needs.
let app: TestApp;
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

describe('parallel story creation', () => {
  it('makes exactly 30 of 40 stories started at the same moment from one address', async () => {
    expect(STORIES_PER_HOUR).toBe(30);
    const answers = await Promise.all(Array.from({ length: 40 }, () => app.client().post('/api/stories', story)));
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(created).toHaveLength(30);
    expect(refused).toHaveLength(10);
    expect(refused[0].body.message).toBe('That is a lot of stories in a short time. Please try again in 60 minutes.');
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await Story.query(app.db.knex).resultSize()).toBe(30);
    expect((await app.client().post('/api/stories', story)).status).toBe(429);
  });
});
