import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationWorker } from '../../src/generation/worker.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { startOfflineWorker, stopOfflineWorker } from '../support/offline-worker.ts';
import { ADMIN_PASSWORD, createAccount, signedIn } from '../admin/admin-fixtures.ts';
import { assertWellFormedXml } from '../../../storyteller/test/well-formed-xml.ts';
import { quickStoryRequest } from '../support/story-requests.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// Attack (issue 25, item 8): control characters in a name. U+0001 in the child's name made every
// SVG picture of the story malformed (the gallery cover too: XML 1.0 forbids it even escaped),
// and ESC sequences in a title or colour reached the operator's terminal through storyctl.
//   curl -H 'content-type: application/json' \
//     -d '{"audience":"child","storyType":"classic","language":"en","recipientDetails":{"name":"Mia\u0001\u001b]8;;http://evil\u0007"}}' \
//     http://127.0.0.1:3000/api/stories      -> 201, and a picture no browser shows
// Every text field now refuses C0 and C1 controls (tab and newline only in the description), and
// the SVG writer drops them from text stored before the rule.

const CONTROL_MESSAGE =
  'This text contains control characters (invisible codes such as escape or line breaks). Please remove them and try again.';
const CONTROLS = [
  ['U+0001', '\u0001'],
  ['ESC', '\u001b[31m'],
  ['BEL', '\u0007'],
  ['a newline', '\n'],
  ['a tab', '\t'],
  ['DEL', '\u007f'],
  ['C1 CSI', '\u009b31m'],
  ['C1 NEL', '\u0085'],
];

let app: TestApp;
let admin: TestClient;
let worker: GenerationWorker | undefined;

beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
});

afterAll(async () => {
  await stopOfflineWorker(worker);
  await app?.close();
});

describe('every text field of the API refuses control characters with a clear 400', () => {
  const storyFields = [
    'name',
    'favoriteAnimal',
    'favoriteColor',
    'favoriteActivity',
    'favoriteFood',
    'recentAchievement',
    'storyGoal',
    'storySetting',
  ];

  it.each(CONTROLS)('%s in each single-line field of a story', async (_what, control) => {
    const client = app.client();
    for (const field of storyFields) {
      const response = await client.post('/api/stories', quickStoryRequest({}, { [field]: `Mi${control}a` }));
      expect(response.status, field).toBe(400);
      expect(response.body.message, field).toBe(CONTROL_MESSAGE);
      expect(Object.keys(response.body.fieldErrors), field).toEqual([`recipientDetails.${field}`]);
    }
    for (const field of ['storyGoal', 'storySetting']) {
      const response = await client.post('/api/stories', quickStoryRequest({ [field]: `x${control}y` }));
      expect(response.status, field).toBe(400);
      expect(response.body.fieldErrors[field], field).toBe(CONTROL_MESSAGE);
    }
    expect(Number((await app.db.knex('stories').count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('lets the description hold newlines and tabs (CR LF becomes a newline) but no other control', async () => {
    const client = app.client();
    const ok = await client.post(
      '/api/stories',
      quickStoryRequest({}, { personalization: 'Loves owls.\r\nHas a\tred kite.\nSleeps late.' }),
    );
    expect(ok.status, ok.text).toBe(201);
    const row = await app.db.knex('stories').where({ id: ok.body.id }).first();
    expect(row.details.recipientDetails.personalization).toBe('Loves owls.\nHas a\tred kite.\nSleeps late.');
    await app.db.knex('stories').where({ id: ok.body.id }).delete();

    for (const [what, control] of CONTROLS.filter(([, c]) => c !== '\n' && c !== '\t')) {
      const refused = await client.post(
        '/api/stories',
        quickStoryRequest({}, { personalization: `Loves owls${control}.` }),
      );
      expect(refused.status, what).toBe(400);
      expect(refused.body.fieldErrors['recipientDetails.personalization'], what).toBe(
        'This text contains control characters (invisible codes such as escape); only line breaks and tabs are allowed. Please remove them and try again.',
      );
    }
    const german = await client.post('/api/stories', quickStoryRequest({}, { name: 'Mia\u001b' }), {
      'accept-language': 'de',
    });
    expect(german.body.message).toMatch(/^Dieser Text enthält Steuerzeichen/);
  });

  it.each(CONTROLS)(
    "%s in the account fields: username, new passwords, the admin's new user and email",
    async (_what, control) => {
      const client = app.client();
      const register = await client.post('/api/auth/register', {
        username: `luna${control}x`,
        password: 'a-good-password',
      });
      expect(register.status).toBe(400);
      expect(register.body.fieldErrors.username).toBe('Usernames cannot contain invisible or control characters');

      const password = await client.post('/api/auth/register', {
        username: 'luna',
        password: `a-good${control}password`,
      });
      expect(password.status).toBe(400);
      expect(password.body.fieldErrors.password).toBe('Passwords cannot contain control characters');

      await createAccount(app, `stella${CONTROLS.findIndex(([, c]) => c === control)}`, 'stella-password');
      const stella = await signedIn(app, `stella${CONTROLS.findIndex(([, c]) => c === control)}`, 'stella-password');
      const change = await stella.post('/api/auth/password', {
        currentPassword: 'stella-password',
        newPassword: `new${control}password`,
      });
      expect(change.status).toBe(400);
      expect(change.body.fieldErrors.newPassword).toBe('Passwords cannot contain control characters');

      const newUser = await admin.post('/api/admin/users', { username: `nora${control}mum` });
      expect(newUser.status).toBe(400);
      expect(newUser.body.fieldErrors.username).toBe('Usernames cannot contain invisible or control characters');
      const email = await admin.post('/api/admin/users', { username: 'nora_mum', email: `nora${control}@example.com` });
      expect(email.status).toBe(400);
      expect(email.body.fieldErrors.email).toBe('Please enter a valid email address');
    },
  );

  it.each(CONTROLS)("%s in the admin's search and in a story id", async (_what, control) => {
    const search = await admin.get(`/api/admin/stories?search=${encodeURIComponent(`moon${control}owl`)}`);
    expect(search.status).toBe(400);
    expect(search.body.message).toBe(CONTROL_MESSAGE);
    const retry = await admin.post(`/api/admin/stories/${encodeURIComponent(`abc${control}def`)}/retry`);
    expect(retry.status).toBe(400);
    expect(retry.body.message).toBe(CONTROL_MESSAGE);
  });
});

describe('pictures stay well-formed XML for a name stored before the rule', () => {
  it('the SVG writer itself drops controls that reach it', async () => {
    const engine = createOfflineEngine();
    const brief = {
      audience: 'child',
      storyType: 'custom',
      language: 'en',
      recipientDetails: { name: 'Mi\u0001a\u001b[31m\u0007', favoriteColor: 'green' },
    } as const;
    const story = await engine.writeStory(brief);
    const svg = (await engine.illustrateScene({ brief, story, sceneNumber: 1 })).data.toString('utf8');
    expect(() => assertWellFormedXml(svg)).not.toThrow();
    expect(svg).toContain('Mia[31m');
  });

  it('drops the controls from every SVG of the story and from the gallery cover', async () => {
    const creator = app.client();
    const created = await creator.post('/api/stories', quickStoryRequest({}, { name: 'Mia', favoriteColor: 'purple' }));
    expect(created.status).toBe(201);
    // Written straight into the database, as a story made before the API refused controls.
    const hostile = 'Mi\u0001a\u001b]8;;http://evil.example/\u0007\u0008\u000b\u000c\u001f\u007f\u009b';
    const row = await app.db.knex('stories').where({ id: created.body.id }).first();
    await app.db
      .knex('stories')
      .where({ id: created.body.id })
      .update({
        details: {
          ...row.details,
          recipientDetails: { ...row.details.recipientDetails, name: hostile, favoriteAnimal: `owl${hostile}` },
        },
        // Made before plans were kept, too: the story is planned from its stored request.
        plan: null,
      });

    worker = startOfflineWorker(app, 50);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const progress = await creator.get(`/api/stories/${created.body.id}/progress`);
      if (progress.body.status === 'completed') break;
      if (progress.body.status === 'failed') {
        const failed = await app.db.knex('stories').where({ id: created.body.id }).first();
        throw new Error(`failed: ${failed.failureReason ?? failed.failure_reason}`);
      }
      if (Date.now() > deadline) throw new Error(`still ${progress.body.status}`);
      await sleep(100);
    }

    const keys: { imageKey: string }[] = await app.db
      .knex('scenes')
      .where({ storyId: created.body.id })
      .whereNotNull('imageKey')
      .select('imageKey');
    expect(keys.length).toBeGreaterThan(1);
    for (const { imageKey } of keys) {
      const svg = (await app.context.media.get(imageKey))!.data.toString('utf8');
      expect(() => assertWellFormedXml(svg), imageKey).not.toThrow();
      expect(svg).toContain('Mia]8;;http://evil.example/');
    }

    expect((await creator.put(`/api/stories/${created.body.id}/sharing`, { shared: true })).status).toBe(200);
    const [item] = (await app.client().get('/api/stories/recent')).body;
    const cover = await app.client().get(item.scenes[0].imageUrl);
    expect(cover.status).toBe(200);
    expect(() => assertWellFormedXml(cover.text)).not.toThrow();
  });
});
