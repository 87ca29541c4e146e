import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../src/mail/outbox.ts';
import { User } from '../../src/models/index.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from './admin-fixtures.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'http://stories.example' });
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
});
afterAll(() => app?.close());

const outboxMessages = () => {
  const dir = outboxDir(app.db.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
};

describe('POST /api/admin/users', () => {
  it('creates the account with a strong temporary password that signs in and is stored only hashed', async () => {
    const response = await admin.post('/api/admin/users', { username: ' Noah ', email: '' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: 'Noah',
      email: null,
      temporaryPassword: expect.stringMatching(/^\S{12,}$/),
      welcomeEmailSent: false,
    });
    const { temporaryPassword } = response.body;
    const stored = (await User.query(app.db.knex).findById(response.body.id))!;
    expect(stored.passwordHash).not.toContain(temporaryPassword);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const browser = app.client();
    const login = await browser.post('/api/auth/login', { username: 'noah', password: temporaryPassword });
    expect(login.status).toBe(200);
    expect((await browser.get('/api/auth/me')).body).toMatchObject({ id: response.body.id, username: 'Noah' });
  });

  it('gives every account a different temporary password', async () => {
    const first = await admin.post('/api/admin/users', { username: 'twin-one' });
    const second = await admin.post('/api/admin/users', { username: 'twin-two' });
    expect(first.body.temporaryPassword).not.toBe(second.body.temporaryPassword);
  });

  it('sends a welcome email with the username and temporary password when an email is given', async () => {
    const before = outboxMessages().length;
    const response = await admin.post('/api/admin/users', { username: 'Ella', email: 'ella.parent@example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: 'Ella', email: 'ella.parent@example.com', welcomeEmailSent: true });
    const messages = outboxMessages();
    expect(messages).toHaveLength(before + 1);
    const mail = messages.find((m) => m.includes('ella.parent@example.com'))!;
    expect(mail).toMatch(/^Subject: Welcome to Dreamweaver/m);
    expect(mail).toContain('Username: Ella');
    expect(mail).toContain(`Temporary password: ${response.body.temporaryPassword}`);
    expect(mail).toContain('http://stories.example');
    // The owner learns the password is temporary (quoted-printable may fold the line).
    const text = mail.replace(/=\r?\n/g, '');
    expect(text).toContain(
      'This password works for 24 hours, and only until your first sign-in: then you choose a password of your own.',
    );
    expect(text).toContain('Sign in at http://stories.example within 24 hours.');
    expect(text).not.toContain('somewhere safe');
  });

  it('sends no email when none is given', async () => {
    const before = outboxMessages().length;
    await admin.post('/api/admin/users', { username: 'no-mail-please' });
    expect(outboxMessages()).toHaveLength(before);
  });

  it('refuses a taken name (any case) and the admin name with 409', async () => {
    const taken = await admin.post('/api/admin/users', { username: 'ELLA' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This username is already taken. Please choose another one.');
    const reserved = await admin.post('/api/admin/users', { username: 'Admin' });
    expect(reserved.status).toBe(409);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{}, 'username', 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(51) }, 'username', 'Username cannot exceed 50 characters'],
    [{ username: 'valid-name', email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ username: 'valid-name', email: 42 }, 'email', 'Please enter a valid email address'],
  ])('answers 400 for %j', async (body, field, message) => {
    const response = await admin.post('/api/admin/users', body);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[field]).toBe(message);
    expect(await User.query(app.db.knex).where({ username: 'valid-name' }).resultSize()).toBe(0);
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account with its email and how many stories it owns', async () => {
    const owner = await createAccount(app, 'story-owner');
    await createStory(app, { title: 'One', userId: owner.id });
    await createStory(app, { title: 'Two', userId: owner.id });
    await createStory(app, { title: 'Nobody owns me' });
    const response = await admin.get('/api/admin/users');
    expect(response.status).toBe(200);
    const byName = new Map(response.body.map((u: { username: string }) => [u.username, u]));
    expect(byName.get('story-owner')).toEqual({
      id: owner.id,
      username: 'story-owner',
      email: null,
      storyCount: 2,
      childProfileCount: 0,
      createdAt: new Date(owner.createdAt).toISOString(),
      isAdmin: false,
    });
    expect(byName.get('Ella')).toMatchObject({ email: 'ella.parent@example.com', storyCount: 0 });
  });
});

describe('GET /api/admin/users/:userId/stories', () => {
  it("lists that user's stories, newest first, and no one else's", async () => {
    const mum = await createAccount(app, 'mum');
    const other = await createAccount(app, 'other-parent');
    await createStory(app, {
      title: 'Older',
      userId: mum.id,
      createdAt: new Date('2026-01-01T10:00:00Z'),
      isPaid: true,
    });
    await createStory(app, { title: 'Newer', userId: mum.id, createdAt: new Date('2026-02-01T10:00:00Z') });
    await createStory(app, { title: 'Not hers', userId: other.id });
    const response = await admin.get(`/api/admin/users/${mum.id}/stories`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ title: 'Newer', isPaid: false }),
      {
        id: expect.any(String),
        title: 'Older',
        summary: 'Older: a summary',
        isPaid: true,
        createdAt: '2026-01-01T10:00:00.000Z',
        generationStatus: 'completed',
      },
    ]);
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    expect((await admin.get('/api/admin/users/99999/stories')).status).toBe(404);
    expect((await admin.get('/api/admin/users/abc/stories')).status).toBe(400);
    expect((await admin.get('/api/admin/users/99999999999/stories')).status).toBe(400);
  });
});
