import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppContext } from '@dreamweaver/bff';
import { Story } from '../../bff/test/support/data.ts';
import { TestClient } from '../../bff/test/support/test-app.ts';
import { REPO_ROOT, storyctlProcess } from './run-storyctl.ts';

// The "done" path of the admin issue on the embedded database: `npm start`'s server owns the
// database in DATA_DIR, storyctl works beside it, and again once the server has stopped.

let dataDir: string;
let env: Record<string, string>;
let server: ChildProcess | undefined;
let serverUrl: string;

function startServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    // `node --import tsx`, as `npm start` runs it: tsx's own CLI relays SIGTERM to a child of its own
    // and, when the child does not report the signal within 30 ms (a loaded CI machine), kills it
    // and exits 143, so the graceful stop this file tests never ran.
    server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SAMPLE_STORIES: 'off',
        ...env,
        PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/"message":"Dreamweaver is listening".*?"url":"(http:\/\/localhost:\d+)"/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

function stopServer(): Promise<number | null> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
  return new Promise((resolve) => {
    running.once('exit', (code) => resolve(code));
    running.kill('SIGTERM');
  });
}

// On the embedded database only: a PostgreSQL run would repeat it as it is.
describe.skipIf(Boolean(process.env.DATABASE_URL))('storyctl beside a running server on the embedded database', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-storyctl-server-'));
    // Always the embedded database: sharing it with a running server is what this covers.
    env = { DATA_DIR: dataDir, DATABASE_URL: '', SCRYPT_LOG_N: '12' };
    serverUrl = await startServer();
  }, 90_000);

  afterAll(async () => {
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let password: string;
  let adminId: number;
  const storyId = 'shared-db-story';

  it('creates the admin whose password then signs in to the server, and the admin API answers', async () => {
    const created = await storyctlProcess(['users', 'create', 'admin', '--json'], env);
    expect(created.code).toBe(0);
    ({ temporaryPassword: password, id: adminId } = JSON.parse(created.stdout));

    const browser = new TestClient(serverUrl);
    const login = await browser.post('/api/auth/login', { username: 'admin', password });
    expect(login.body).toMatchObject({ isAdmin: true, mustChangePassword: true });
    // The temporary password must be changed before the admin API answers.
    expect((await browser.get('/api/admin/users')).status).toBe(403);
    const temporary = password;
    password = 'the-admins-own-password';
    expect(
      (await browser.post('/api/auth/password', { currentPassword: temporary, newPassword: password })).status,
    ).toBe(200);
    const users = await browser.get('/api/admin/users');
    expect(users.status).toBe(200);
    expect(users.body).toEqual([expect.objectContaining({ id: adminId, username: 'admin', storyCount: 0 })]);
  });

  it('assigns a story with storyctl that the API then shows under its new owner', async () => {
    // The test joins the server's database through its socket, as storyctl does.
    const shared = await openAppContext({ env, role: 'client', migrate: false, logLevel: 'silent' });
    try {
      await Story.query(shared.db).insert({ id: storyId, title: 'Shared Dreams', storyType: 'custom', details: {} });
    } finally {
      await shared.close();
    }
    const assigned = await storyctlProcess(['stories', 'assign', storyId, 'admin'], env);
    expect(assigned).toMatchObject({ code: 0, stderr: '' });

    const browser = new TestClient(serverUrl);
    await browser.post('/api/auth/login', { username: 'admin', password });
    const stories = await browser.get(`/api/admin/users/${adminId}/stories`);
    expect(stories.body.map((s: { id: string }) => s.id)).toEqual([storyId]);
  });

  it('works on its own once the server has stopped', async () => {
    expect(await stopServer()).toBe(0);
    const listed = await storyctlProcess(['stories', 'list', '--json'], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ id: storyId, userId: adminId, username: 'admin' }),
    ]);
    // storyctl owned the database only for its run and left it free for the next server.
    expect(fs.existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
  });
});
