import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { outboxDir } from '@dreamweaver/bff';
import { Story, User, verifyPassword } from '../../bff/test/support/data.ts';
import { stderrLines, storyctl } from './run-storyctl.ts';

// storyctl against a real database: the test process holds it (embedded, or a fresh
// PostgreSQL database when DATABASE_URL is set) and storyctl joins it as the admin would.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
});
afterAll(() => db?.close());

const findUser = (username: string) => User.query(db.knex).whereRaw('lower(username) = ?', [username.toLowerCase()]).first();

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
    const result = await storyctl(['users', 'create', 'admin', '--email', 'admin@example.com'], env);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Username: +admin$/m);
    const password = result.stdout.match(/^Temporary password: +(\S+)$/m)![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = (await findUser('admin'))!;
    expect(admin.email).toBe('admin@example.com');
    expect(await verifyPassword(password, admin.passwordHash)).toBe(true);
    const [mail] = fs.readdirSync(outboxDir(db.dataDir)).map((f) => fs.readFileSync(path.join(outboxDir(db.dataDir), f), 'utf8'));
    expect(mail).toContain(`Temporary password: ${password}`);
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
    expect(reset).toEqual({ id: expect.any(Number), username: 'admin', temporaryPassword: expect.stringMatching(/^\S{12,}$/) });
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
      { id: expect.any(Number), username: 'admin', email: 'admin@example.com', storyCount: 0, createdAt: expect.any(String) },
      { id: mia.id, username: 'mia', email: null, storyCount: 1, createdAt: new Date(mia.createdAt).toISOString() },
    ]);
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
      stdout: 'Story story-shared ("Pip and the Lantern") in the gallery: hidden by the admin (shared by its creator).\n',
    });
    expect((await Story.query(db.knex).findById('story-shared'))!.galleryHidden).toBe(true);
    const shown = await storyctl(['stories', 'show', 'story-shared'], env);
    expect(shown.stdout).toMatch(/^Gallery: +hidden by the admin \(shared by its creator\)$/m);
    const listed = JSON.parse((await storyctl(['stories', 'list', '--search', 'Lantern', '--json'], env)).stdout);
    expect(listed).toEqual([expect.objectContaining({ id: 'story-shared', shared: true, galleryHidden: true, isSample: false })]);

    const unhidden = await storyctl(['stories', 'unhide', 'story-shared', '--json'], env);
    expect(unhidden.code).toBe(0);
    expect(JSON.parse(unhidden.stdout)).toMatchObject({ id: 'story-shared', shared: true, galleryHidden: false });
    expect((await Story.query(db.knex).findById('story-shared'))!.galleryHidden).toBe(false);
  });

  it('hides a story that is not shared, so sharing it later does not show it', async () => {
    const hidden = await storyctl(['stories', 'hide', 'story-fox'], env);
    expect(hidden).toMatchObject({ code: 0, stdout: 'Story story-fox ("A Fox in the Snow") in the gallery: hidden by the admin.\n' });
    const unhidden = await storyctl(['stories', 'unhide', 'story-fox'], env);
    expect(unhidden).toMatchObject({ code: 0, stdout: 'Story story-fox ("A Fox in the Snow") in the gallery: not shared.\n' });
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
    const help = await storyctl(['stories', 'list', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: storyctl stories list \[options\]/);
    expect(help.stdout).toContain('--json');
    const missing = await storyctl(['stories', 'assign', 'story-owl'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/error: missing required argument 'user'/);
  });

  it('fails with exit 1 and one line when the database cannot be reached or a setting is bad', async () => {
    const noDatabase = await storyctl(['users', 'list'], { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:9/nowhere' });
    expect(noDatabase.code).toBe(1);
    expect(stderrLines(noDatabase)).toEqual([expect.stringMatching(/^error: Cannot use PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:9\/nowhere: /)]);
    const badSetting = await storyctl(['users', 'list'], { ...env, SCRYPT_LOG_N: 'lots' });
    expect(badSetting.code).toBe(1);
    expect(stderrLines(badSetting)).toEqual([expect.stringMatching(/^error: Invalid setting SCRYPT_LOG_N: /)]);
  });
});
