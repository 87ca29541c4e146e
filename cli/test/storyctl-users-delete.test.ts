import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { ChildProfile, Payment, Story, User } from '../../bff/test/support/data.ts';
import { storyctl, storyctlProcess } from './run-storyctl.ts';

// `storyctl users delete`: the admin deletes an account as its parent would from the account menu
// (the same service): the name typed to confirm at a terminal, `--yes` in a script, and nothing
// deleted when neither is there.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
});
afterAll(() => db?.close());

/** An account with a child profile and a paid story with a file in its media folder. */
async function anAccount(username: string, { isAdmin = false } = {}) {
  const user = await User.query(db.knex).insertAndFetch({ username, passwordHash: 'x', email: null, isAdmin });
  const child = await ChildProfile.query(db.knex).insertAndFetch({
    id: `profile${user.id}`.padEnd(22, 'A'),
    userId: user.id,
    name: 'Ida',
  });
  const storyId = `story-of-${username}`;
  await Story.query(db.knex).insert({
    id: storyId,
    title: 'Ida and the Otter',
    summary: '',
    storyType: 'classic',
    details: {},
    generationStatus: 'completed',
    userId: user.id,
    childId: child.id,
    isPaid: true,
  });
  await Payment.query(db.knex).insert({
    storyId,
    provider: 'sandbox',
    providerSessionId: `cs_${user.id}`,
    status: 'paid',
    amountCents: 499,
    currency: 'eur',
    customerEmail: 'ida@example.com',
  });
  const folder = path.join(db.dataDir, 'media', storyId);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'scene-1-picture.svg'), '<svg/>');
  return { user, storyId, folder };
}

const exists = async (id: number) => (await User.query(db.knex).findById(id)) !== undefined;

describe('storyctl users delete', () => {
  it('refuses without a terminal to confirm at and without --yes, and deletes nothing', async () => {
    const { user, folder } = await anAccount('scripted');
    const refused = await storyctl(['users', 'delete', 'scripted'], env);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(
      'error: not deleting without a confirmation: run this in a terminal to type the account name, or pass --yes\n',
    );
    // The binary, its standard input a pipe: the same refusal.
    const binary = await storyctlProcess(['users', 'delete', 'scripted'], env);
    expect(binary.code).toBe(1);
    expect(binary.stderr).toContain('not deleting without a confirmation');
    expect(await exists(user.id)).toBe(true);
    expect(fs.existsSync(folder)).toBe(true);
  });

  it('asks at a terminal for the name: a different one deletes nothing, the right one deletes it all', async () => {
    const { user, storyId, folder } = await anAccount('typed_mum');
    const wrong = await storyctl(['users', 'delete', String(user.id)], env, { typed: 'typed_dad' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`This deletes the account typed_mum (id ${user.id}) for good`);
    expect(wrong.stderr).toContain('Type the account name (typed_mum) to delete it: ');
    expect(wrong.stderr).toContain('error: the name typed is not "typed_mum": nothing was deleted');
    expect(await exists(user.id)).toBe(true);

    const deleted = await storyctl(['users', 'delete', String(user.id)], env, { typed: 'typed_mum' });
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(deleted.stdout).toBe(
      'Deleted account typed_mum: 1 story, 1 child profile, 0 recorded voices. Kept without any link to it: 1 payment record (provider reference and amount, for bookkeeping).\n',
    );
    expect(await exists(user.id)).toBe(false);
    expect(await Story.query(db.knex).findById(storyId)).toBeUndefined();
    expect(await ChildProfile.query(db.knex).where({ userId: user.id })).toEqual([]);
    expect(fs.existsSync(folder)).toBe(false);
    expect(await Payment.query(db.knex).findOne({ providerSessionId: `cs_${user.id}` })).toMatchObject({
      storyId: null,
      customerEmail: null,
      amountCents: 499,
    });
  });

  it('deletes with --yes in a script, and says what went as JSON', async () => {
    const { user, folder } = await anAccount('yes_dad');
    const deleted = await storyctl(['users', 'delete', 'yes_dad', '--yes', '--json'], env);
    expect(deleted.code, deleted.stderr).toBe(0);
    expect(JSON.parse(deleted.stdout)).toEqual({
      username: 'yes_dad',
      stories: 1,
      childProfiles: 1,
      recordedVoices: 0,
      keptPaymentRecords: 1,
    });
    expect(await exists(user.id)).toBe(false);
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('refuses to delete the only admin, and names an unknown account', async () => {
    const { user } = await anAccount('only_admin', { isAdmin: true });
    const refused = await storyctl(['users', 'delete', 'only_admin', '--yes'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'error: This is the only admin account, so it cannot be deleted. Give another account the admin role first (storyctl users grant-admin).\n',
    );
    expect(await exists(user.id)).toBe(true);
    const unknown = await storyctl(['users', 'delete', 'nobody_here', '--yes'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/nobody_here/);
  });
});
