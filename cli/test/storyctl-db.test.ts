import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../bff/test/support/test-database.ts';
import { storyctl, storyctlProcess } from './run-storyctl.ts';

// `storyctl db migrate [latest|down|status]` is the one migrate command: `npm run migrate` and
// the image's `dreamweaver migrate` run it too. It starts here on a database with no schema. The
// first migration runs the real binary, a process of its own; the other commands run in this one.

let db: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  env = { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '' };
});
afterAll(() => db?.close());

describe('storyctl db migrate', () => {
  it('counts, applies, undoes the last batch and applies again', async () => {
    const before = await storyctl(['db', 'migrate', 'status', '--json'], env);
    expect(before).toMatchObject({ code: 0, stderr: '' });
    const { applied: none, pending } = JSON.parse(before.stdout) as { applied: number; pending: number };
    expect(none).toBe(0);
    expect(pending).toBeGreaterThan(10);

    const applied = await storyctlProcess(['db', 'migrate'], env);
    expect(applied).toMatchObject({ code: 0, stderr: '' });
    expect(applied.stdout).toMatch(new RegExp(`^Applied ${pending} migrations: 2\\d{7}_\\d{4}_\\w+`));
    expect(await storyctl(['db', 'migrate', 'latest'], env)).toMatchObject({
      code: 0,
      stdout: 'The database is up to date.\n',
    });
    expect(await storyctl(['db', 'migrate', 'status'], env)).toMatchObject({
      code: 0,
      stdout: `Applied: ${pending}, pending: 0\n`,
    });

    // Everything went in as one batch, so `down` takes it all back out.
    const down = await storyctl(['db', 'migrate', 'down', '--json'], env);
    expect(down).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(down.stdout) as { undone: string[] }).undone).toHaveLength(pending);
    expect(await storyctl(['db', 'migrate', 'down'], env)).toMatchObject({
      code: 0,
      stdout: 'Nothing to roll back.\n',
    });
    expect(JSON.parse((await storyctl(['db', 'migrate', '--json'], env)).stdout)).toMatchObject({
      applied: expect.any(Array),
    });
    expect(await storyctl(['db', 'migrate', 'status'], env)).toMatchObject({
      code: 0,
      stdout: `Applied: ${pending}, pending: 0\n`,
    });
    // A storyctl process starting tsx and migrating, on a busy machine.
  }, 180_000);

  it('answers an unknown direction with a usage error (exit 2)', async () => {
    const result = await storyctl(['db', 'migrate', 'sideways'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("'sideways' is invalid for argument 'direction'");
  });
});
