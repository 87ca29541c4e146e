import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { outboxDir } from '@dreamweaver/bff';
import { Story, User, verifyPassword } from '../../bff/test/support/data.ts';
import { stderrLines, storyctl, storyctlProcess } from './run-storyctl.ts';

// storyctl against a real database: the test process holds it (embedded, or a fresh
// PostgreSQL database when DATABASE_URL is set) and storyctl joins it as the admin would. Most
// commands run in this process (run-storyctl.ts); the first account, the help, the usage mistake
// and the setup failures run the real binary, whose exit status and ending are the admin's.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
});
afterAll(() => db?.close());

const findUser = (username: string) =>
  User.query(db.knex).whereRaw('lower(username) = ?', [username.toLowerCase()]).first();

async function addStory(id: string, title: string, createdAt: string, userId: number | null = null) {
  await Story.query(db.knex).insert({
    id,
    title,
    summary: '',
    storyType: 'classic',
    details: {},
    generationStatus: 'completed',
    userId,
    createdAt: new Date(createdAt),
  });
}

describe('storyctl users', () => {
  it('creates the admin account: prints the name and a temporary password that is stored hashed, and mails it', async () => {
    const result = await storyctlProcess(['users', 'create', 'admin', '--email', 'admin@example.com'], env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Username: +admin$/m);
    const password = result.stdout.match(/^Temporary password: +(\S+)$/m)![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = (await findUser('admin'))!;
    expect(admin.email).toBe('admin@example.com');
    expect(await verifyPassword(password, admin.passwordHash)).toBe(true);
    const [mail] = fs
      .readdirSync(outboxDir(db.dataDir))
      .map((f) => fs.readFileSync(path.join(outboxDir(db.dataDir), f), 'utf8'));
    expect(mail).toContain(`Temporary password: ${password}`);
    // Both the admin and the new owner are told the password is temporary.
    expect(result.stdout).toContain(
      'The temporary password works for 24 hours and must be changed at the first sign-in.',
    );
    expect(mail.replace(/=\r?\n/g, '')).toContain(
      'This password works for 24 hours, and only until your first sign-in',
    );
  });

  it('refuses a taken name with exit 1 and one line on stderr', async () => {
    const result = await storyctl(['users', 'create', 'ADMIN'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(stderrLines(result)).toEqual(['error: This username is already taken. Please choose another one.']);
  });

  it('resets a password: the new one works, the old one no longer does', async () => {
    const before = (await findUser('admin'))!.passwordHash;
    const result = await storyctl(['users', 'reset-password', 'Admin', '--json'], env);
    expect(result.code).toBe(0);
    const reset = JSON.parse(result.stdout);
    expect(reset).toEqual({
      id: expect.any(Number),
      username: 'admin',
      temporaryPassword: expect.stringMatching(/^\S{12,}$/),
    });
    const after = (await findUser('admin'))!.passwordHash;
    expect(after).not.toBe(before);
    expect(await verifyPassword(reset.temporaryPassword, after)).toBe(true);
  });

  it('lists users as JSON with their story counts', async () => {
    const mia = await User.query(db.knex).insertAndFetch({ username: 'mia', passwordHash: 'x', email: null });
    await addStory('story-mia-1', 'Mia and the Moon', '2026-05-01T10:00:00Z', mia.id);
    const result = await storyctl(['users', 'list', '--json'], env);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([
      {
        id: expect.any(Number),
        username: 'admin',
        email: 'admin@example.com',
        storyCount: 0,
        childProfileCount: 0,
        createdAt: expect.any(String),
        isAdmin: true,
      },
      {
        id: mia.id,
        username: 'mia',
        email: null,
        storyCount: 1,
        childProfileCount: 0,
        createdAt: new Date(mia.createdAt).toISOString(),
        isAdmin: false,
      },
    ]);
  });

  it('grants and revokes the admin role, the only way to it; create --admin makes an admin of any name', {
    timeout: 120_000,
  }, async () => {
    const granted = await storyctl(['users', 'grant-admin', 'MIA'], env);
    expect(granted).toMatchObject({
      code: 0,
      stdout: `mia (id ${(await findUser('mia'))!.id}) now is an admin.\n`,
      stderr: '',
    });
    expect((await findUser('mia'))!.isAdmin).toBe(true);
    const table = await storyctl(['users', 'list'], env);
    expect(table.stdout.split('\n')[0]).toMatch(/^ID +USERNAME +EMAIL +STORIES +CHILDREN +ADMIN +CREATED \(UTC\)$/);
    expect(table.stdout).toMatch(/^ *\d+ +mia +- +1 +0 +yes /m);

    const revoked = await storyctl(['users', 'revoke-admin', 'mia', '--json'], env);
    expect(JSON.parse(revoked.stdout)).toEqual({
      id: expect.any(Number),
      username: 'mia',
      isAdmin: false,
      changed: true,
    });
    expect((await findUser('mia'))!.isAdmin).toBe(false);

    const helper = await storyctl(['users', 'create', 'night_nurse', '--admin'], env);
    expect(helper.code).toBe(0);
    expect(helper.stdout).toMatch(/^Role: +admin$/m);
    expect((await findUser('night_nurse'))!.isAdmin).toBe(true);
  });

  it('makes the account named in ADMIN_USERNAME the admin only when it creates it', { timeout: 120_000 }, async () => {
    // "mia" exists; naming her in the setting gives her nothing, creating "chief" under it does.
    const renamed = { ...env, ADMIN_USERNAME: 'mia' };
    const listed: { username: string; isAdmin: boolean }[] = JSON.parse(
      (await storyctl(['users', 'list', '--json'], renamed)).stdout,
    );
    expect(listed.find((u) => u.username === 'mia')!.isAdmin).toBe(false);
    expect((await findUser('mia'))!.isAdmin).toBe(false);
    const chief = await storyctl(['users', 'create', 'Chief'], { ...env, ADMIN_USERNAME: 'chief' });
    expect(chief.code).toBe(0);
    expect((await findUser('chief'))!.isAdmin).toBe(true);
  });

  it('gives temporary passwords 24 hours', { timeout: 60_000 }, async () => {
    const reset = await storyctl(['users', 'reset-password', 'mia'], env);
    expect(reset.stdout).toContain('works for 24 hours and must be changed at sign-in');
    const expires = new Date((await findUser('mia'))!.temporaryPasswordExpiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
  });
});

describe('storyctl stories', () => {
  beforeAll(async () => {
    await addStory('story-owl', 'The Night Owl', '2026-05-02T10:00:00Z');
    await addStory('story-fox', 'A Fox in the Snow', '2026-05-03T10:00:00Z');
  });

  it('lists stories newest first as an aligned table, and filters by search', async () => {
    const result = await storyctl(['stories', 'list', '--search', 'THE'], env);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +TITLE +STATUS +PAID +REFUND +NO AUDIO +ASSIGNED TO +CREATED \(UTC\)$/);
    expect(rows.map((r) => r.split(/ {2,}/)[0])).toEqual(['story-fox', 'story-owl', 'story-mia-1']);
    for (const column of ['TITLE', 'ASSIGNED TO', 'CREATED (UTC)']) {
      const at = header.indexOf(column);
      for (const row of rows) expect(row[at - 1], `${column} in "${row}"`).toBe(' ');
      for (const row of rows) expect(row[at], `${column} in "${row}"`).not.toBe(' ');
    }
    expect(rows[1]).toContain('Not assigned');
    expect(rows[2]).toContain('mia');
  });

  it('assigns a story to a user by name and unassigns it with none', async () => {
    const assigned = await storyctl(['stories', 'assign', 'story-owl', 'mia', '--json'], env);
    expect(assigned.code).toBe(0);
    expect(JSON.parse(assigned.stdout)).toMatchObject({ id: 'story-owl', username: 'mia' });
    const listed = await storyctl(['stories', 'list', '--user', 'mia', '--json'], env);
    expect(JSON.parse(listed.stdout).map((s: { id: string }) => s.id)).toEqual(['story-owl', 'story-mia-1']);

    const unassigned = await storyctl(['stories', 'assign', 'story-owl', 'none'], env);
    expect(unassigned).toMatchObject({ code: 0, stdout: 'Story story-owl ("The Night Owl") is now not assigned.\n' });
    expect((await Story.query(db.knex).findById('story-owl'))!.userId).toBeNull();
  });

  it('fails with exit 1 and one line for an unknown story or user', async () => {
    const story = await storyctl(['stories', 'assign', 'no-such-story', 'mia'], env);
    expect(story.code).toBe(1);
    expect(stderrLines(story)).toEqual(['error: There is no story "no-such-story".']);
    const user = await storyctl(['stories', 'list', '--user', 'ghost'], env);
    expect(user.code).toBe(1);
    expect(stderrLines(user)).toEqual(['error: There is no user "ghost".']);
  });
});

describe("storyctl's output never carries terminal control sequences", () => {
  // Issue 25, item 8: a title (or name, or colour) with ESC sequences set the operator's window
  // title, colours and OSC 8 links through "storyctl stories list". Rows stored before the API
  // refused them are written straight into the database here.
  const OSC8 = '\u001b]8;;http://evil.example/\u0007click me\u001b]8;;\u0007';
  const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
  let storyId: string;
  beforeAll(async () => {
    const eve = await User.query(db.knex).insertAndFetch({
      username: `eve${OSC8}\u009b31m`,
      passwordHash: 'x',
      email: `eve\u0007@example.com`,
    });
    storyId = 'story-hostile';
    await Story.query(db.knex).insert({
      id: storyId,
      title: `Red \u001b[31mAlert\u001b]0;owned\u0007 ${OSC8}\u0085\u009b2J`,
      summary: 'Beep\u0007\u0008\u007f',
      storyType: 'classic',
      details: { recipientDetails: { name: `Mia${OSC8}`, favoriteColor: '\u001b[41mred' } },
      generationStatus: 'failed',
      failureReason: 'engine said \u001b[2K',
      userId: eve.id,
    });
  });

  it.each([
    [['stories', 'list']],
    [['stories', 'show', 'story-hostile']],
    [['users', 'list']],
    [['users', 'list', '--json']],
  ])(
    'storyctl %j',
    async (args) => {
      const result = await storyctl(args, env);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/hostile|eve/);
      expect(result.stdout).not.toMatch(TERMINAL_CONTROL);
      if (args.includes('--json')) {
        // The same data, escaped: JSON.parse gives the stored text back.
        const parsed = JSON.parse(result.stdout);
        expect(JSON.stringify(parsed)).toMatch(/\u001b|\\u001b/);
      } else {
        expect(result.stdout).toContain('\u241b'); // ESC shown as its Control Pictures sign
      }
    },
    60_000,
  );

  it('nor in an error that repeats what was typed', { timeout: 60_000 }, async () => {
    const result = await storyctl(['users', 'grant-admin', 'x\u001b[31my'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(TERMINAL_CONTROL);
    expect(result.stderr).toContain('x\u241b[31my');
  });
});

describe('storyctl stories hide and unhide', () => {
  beforeAll(async () => {
    await addStory('story-shared', 'Pip and the Lantern', '2026-05-04T10:00:00Z');
    await Story.query(db.knex).patch({ galleryId: 'gallery-of-story-shared' }).where('id', 'story-shared');
  });

  it('hides a shared story from the gallery and shows it again; show and list --json say so', async () => {
    const hidden = await storyctl(['stories', 'hide', 'story-shared'], env);
    expect(hidden).toMatchObject({
      code: 0,
      stderr: '',
      stdout:
        'Story story-shared ("Pip and the Lantern") in the gallery: hidden by the admin (shared by its creator).\n',
    });
    expect((await Story.query(db.knex).findById('story-shared'))!.galleryHidden).toBe(true);
    const shown = await storyctl(['stories', 'show', 'story-shared'], env);
    expect(shown.stdout).toMatch(/^Gallery: +hidden by the admin \(shared by its creator\)$/m);
    const listed = JSON.parse((await storyctl(['stories', 'list', '--search', 'Lantern', '--json'], env)).stdout);
    expect(listed).toEqual([
      expect.objectContaining({ id: 'story-shared', shared: true, galleryHidden: true, isSample: false }),
    ]);

    const unhidden = await storyctl(['stories', 'unhide', 'story-shared', '--json'], env);
    expect(unhidden.code).toBe(0);
    expect(JSON.parse(unhidden.stdout)).toMatchObject({ id: 'story-shared', shared: true, galleryHidden: false });
    expect((await Story.query(db.knex).findById('story-shared'))!.galleryHidden).toBe(false);
  });

  it('hides a story that is not shared, so sharing it later does not show it', async () => {
    const hidden = await storyctl(['stories', 'hide', 'story-fox'], env);
    expect(hidden).toMatchObject({
      code: 0,
      stdout: 'Story story-fox ("A Fox in the Snow") in the gallery: hidden by the admin.\n',
    });
    const unhidden = await storyctl(['stories', 'unhide', 'story-fox'], env);
    expect(unhidden).toMatchObject({
      code: 0,
      stdout: 'Story story-fox ("A Fox in the Snow") in the gallery: not shared.\n',
    });
  });

  it('fails with exit 1 for an unknown story and exit 2 without one', async () => {
    const unknown = await storyctl(['stories', 'hide', 'no-such-story'], env);
    expect(unknown.code).toBe(1);
    expect(stderrLines(unknown)).toEqual(['error: There is no story "no-such-story".']);
    const missing = await storyctl(['stories', 'unhide'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/error: missing required argument 'storyId'/);
  });
});

describe('storyctl usage and setup problems', () => {
  it('answers --help with exit 0 and a usage mistake with exit 2', async () => {
    const help = await storyctlProcess(['stories', 'list', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: storyctl stories list \[options\]/);
    expect(help.stdout).toContain('--json');
    const missing = await storyctlProcess(['stories', 'assign', 'story-owl'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/error: missing required argument 'user'/);
  });

  it('fails with exit 1 and one line when the database cannot be reached or a setting is bad', async () => {
    const noDatabase = await storyctlProcess(['users', 'list'], {
      ...env,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere',
    });
    expect(noDatabase.code).toBe(1);
    expect(stderrLines(noDatabase)).toEqual([
      expect.stringMatching(/^error: Cannot use PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere: /),
    ]);
    const badSetting = await storyctlProcess(['users', 'list'], { ...env, SCRYPT_LOG_N: 'lots' });
    expect(badSetting.code).toBe(1);
    expect(stderrLines(badSetting)).toEqual([expect.stringMatching(/^error: Invalid setting SCRYPT_LOG_N: /)]);
  });
});
