import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/models/index.ts';
import { createUserWithTemporaryPassword } from '../../src/services/admin-users.ts';
import { confusableSkeleton } from '../../src/services/username-rules.ts';
import { createUser } from '../../src/services/user-service.ts';
import { storyctl } from '../../../cli/test/run-storyctl.ts';
import { DEFAULT_REGISTRATION_POLICY } from '../../src/services/registration-limit.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Attack: register a name that reads as the admin's in the admin's list of users and on the
// avatar, with an invisible character or letters from another script.
//
//   curl -s -X POST localhost:3000/api/auth/register -H 'content-type: application/json' \
//     -d '{"username":"admin\u200b","password":"secret1"}'      # zero-width space
//   curl -s -X POST localhost:3000/api/auth/register -H 'content-type: application/json' \
//     -d '{"username":"\u0430dmin","password":"secret1"}'       # Cyrillic а
//   # was: 201 for both; now: 400 "Usernames cannot contain invisible or control characters"
//   # and 409 "This username is reserved. Please choose another one."

const RESERVED = 'This username is reserved. Please choose another one.';
const INVISIBLE = 'Usernames cannot contain invisible or control characters';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Every registration here comes from 127.0.0.1; the per-network limit (10 an hour) is tested elsewhere.
  app.context.accountRules.registration = {
    ...DEFAULT_REGISTRATION_POLICY,
    perAddress: { max: 1000, windowMs: 60 * 60_000 },
  };
  await createUser(
    app.db.knex,
    { username: 'admin', password: 'admin-password', isAdmin: true },
    app.context.accountRules,
  );
});
afterAll(() => app?.close());

const register = (username: string, headers?: Record<string, string>) =>
  app.client().post('/api/auth/register', { username, password: 'secret1' }, headers);

describe('look-alike admin names', () => {
  it.each([
    ['zero-width space', 'admin\u200b'],
    ['zero-width joiner inside', 'ad\u200dmin'],
    ['right-to-left override', '\u202enimda'],
    ['bidi isolate', 'admin\u2066'],
    ['variation selector', 'admi\ufe0fn'],
    ['soft hyphen', 'ad\u00admin'],
    ['Hangul filler', 'admin\u3164'],
    ['zero-width no-break space', 'ad\ufeffmin'],
    ['line separator', 'ad\u2028min'],
    ['control character', 'ad\u0007min'],
    ['ogham space', 'ad\u1680min'],
  ])('refuses a name with a %s with 400', async (_, username) => {
    const response = await register(username);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVISIBLE);
    expect(response.body.fieldErrors.username).toBe(INVISIBLE);
  });

  it('says so in German too', async () => {
    const response = await register('admin\u200b', { 'accept-language': 'de' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Der Benutzername darf keine unsichtbaren Zeichen oder Steuerzeichen enthalten');
  });

  it.each([
    ['Cyrillic а', '\u0430dmin'],
    ['Cyrillic а, ԁ, і, ո', '\u0430\u0501m\u0456\u0578'],
    ['fullwidth letters', 'ａｄｍｉｎ'],
    ['capitals', 'ADMIN'],
    ['dotless i', 'adm\u0131n'],
    ['Greek alpha', '\u03b1dmin'],
    ['small capitals', 'ᴀᴅᴍɪɴ'],
    ['mathematical bold', '𝐚𝐝𝐦𝐢𝐧'],
    ['r and n for m', 'adrnin'],
    ['lower-case L for capital I', 'ADMlN'],
    ['an accent', 'ädmin'],
  ])('reserves the admin name written with %s (409)', async (_, username) => {
    const response = await register(username);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(RESERVED);
  });

  it('refuses look-alikes from the admin dashboard, and from storyctl, which may create the admin itself', async () => {
    const admin = app.client();
    expect((await admin.post('/api/auth/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const fromDashboard = await admin.post('/api/admin/users', { username: '\u0430dmin' });
    expect(fromDashboard.status).toBe(409);
    expect(fromDashboard.body.message).toBe(RESERVED);
    const invisible = await admin.post('/api/admin/users', { username: 'admin\u200b' });
    expect(invisible.status).toBe(400);
    expect(invisible.body.message).toBe(INVISIBLE);

    const rules = app.context.accountRules;
    await expect(
      createUserWithTemporaryPassword(app.db.knex, { username: 'ａｄｍｉｎ' }, { rules, allowAdminName: true }),
    ).rejects.toThrow('This username is already taken');
    await expect(
      createUserWithTemporaryPassword(app.db.knex, { username: '\u0430dmin' }, { rules, allowAdminName: true }),
    ).rejects.toThrow(RESERVED);
    await expect(
      createUser(app.db.knex, { username: 'admin\u200b', password: 'secret1' }, rules),
    ).rejects.toMatchObject({ status: 400, code: 'validation.username.invisible' });
    await expect(createUser(app.db.knex, { username: 'adm\u0131n', password: 'secret1' }, rules)).rejects.toMatchObject(
      { status: 409, code: 'errors.usernameReserved' },
    );

    const env = { DATA_DIR: app.db.dataDir, DATABASE_URL: app.db.databaseUrl ?? '' };
    const cli = await storyctl(['users', 'create', '\u0430dmin'], env);
    expect(cli.code).toBe(1);
    expect(cli.stderr.trim()).toBe(`error: ${RESERVED}`);
    const cliInvisible = await storyctl(['users', 'create', 'admin\u200b'], env);
    expect(cliInvisible.code).toBe(2); // bad input is a usage error for storyctl
    expect(cliInvisible.stderr).toContain(INVISIBLE);
    expect(await User.query(app.db.knex).resultSize()).toBe(1);
  });

  it('keeps ordinary names from every script, and compares only with the admin', async () => {
    for (const username of ['Jürgen', 'Zoë', 'Мария', '小龙女', 'adminfan', 'madmin', 'Anna Lena']) {
      expect((await register(username)).status, username).toBe(201);
    }
    expect(confusableSkeleton('Мария')).not.toBe(confusableSkeleton('admin'));
  });
});

describe('one account per name, however it is written', () => {
  it('stores the NFKC form and treats case and width variants as the same name', async () => {
    const made = await register('Ｌｕｎａ');
    expect(made.status).toBe(201);
    expect(made.body.username).toBe('Luna');
    for (const variant of ['luna', 'LUNA', 'ＬＵＮＡ', ' Luna ']) {
      const again = await register(variant);
      expect(again.status, variant).toBe(409);
      expect(again.body.message).toBe('This username is already taken. Please choose another one.');
    }
    const signIn = await app.client().post('/api/auth/login', { username: 'ＬＵＮＡ', password: 'secret1' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.username).toBe('Luna');
  });

  it('finds names whose lower case the database and JavaScript fold differently', async () => {
    expect((await register('İlker')).status).toBe(201);
    expect((await app.client().post('/api/auth/login', { username: 'İlker', password: 'secret1' })).status).toBe(200);
    expect((await register('Ärger')).status).toBe(201);
    expect((await register('ärger')).status).toBe(409);
    expect((await app.client().post('/api/auth/login', { username: 'ÄRGER', password: 'secret1' })).status).toBe(200);
  });
});
