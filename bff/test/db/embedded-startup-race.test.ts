import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/test-app.ts';

// Several `npm start` at once on one empty DATA_DIR: each came up to "Migration table is already
// locked" (two processes had each inserted Knex's lock row), and every later start failed the same
// way; or the second gave up waiting for the first to open the database. With the lock on DATA_DIR
// they take turns: one opens and migrates, the others join it, and all serve. Embedded only.
//
// STARTUP_RACE_ROUNDS=20 runs it 20 times in a row (the bar); CI runs a few rounds.
const ROUNDS = Number(process.env.STARTUP_RACE_ROUNDS ?? 3);
const PROCESSES = 3;

const started: ServerProcess[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Files and folders under `dir` that group or others may read, write or enter. */
function notPrivate(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => (fs.lstatSync(file).mode & 0o077) !== 0 && !fs.lstatSync(file).isSymbolicLink());
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('processes starting together on one empty DATA_DIR', () => {
  it(
    `all come up and serve, ${ROUNDS} rounds of ${PROCESSES} at once`,
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-race-'));
        dataDirs.push(parent);
        // DATA_DIR does not exist yet: the processes create it (private) as they start.
        const dataDir = path.join(parent, 'data');
        const results = await Promise.allSettled(
          Array.from({ length: PROCESSES }, () =>
            startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 240_000),
          ),
        );
        for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
        const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
        if (failures.length) console.log(started.map((server) => server.output()).join('\n'));
        expect(failures, `round ${round}`).toEqual([]);

        // Every process serves, reads what another wrote, and is ready (database, migrations, media).
        try {
          for (const [index, server] of started.entries()) {
            const client = new TestClient(server.url);
            expect((await client.get('/readyz')).status, `round ${round}, process ${index}: ${server.output()}`).toBe(
              200,
            );
            expect(
              (await client.post('/api/auth/register', { username: `parent-${index}`, password: 'secret1' })).status,
            ).toBe(201);
          }
          for (const [index, server] of started.entries()) {
            const other = (index + 1) % started.length;
            const login = await new TestClient(server.url).post('/api/auth/login', {
              username: `parent-${other}`,
              password: 'secret1',
            });
            expect(login.status, `round ${round}`).toBe(200);
          }
        } catch (error) {
          console.log(started.map((server) => server.output()).join('\n'));
          throw error;
        }
        const owner = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-postgres.lock'), 'utf8')).pid;
        expect(started.map((server) => server.process.pid)).toContain(owner);
        expect(started.filter((server) => server.output().includes('Migration table is already locked'))).toEqual([]);

        // Knex's lock table was left whole: one row, free (so the next start migrates).
        const tool = await openDatabase({ dataDir, role: 'client' });
        try {
          expect((await tool.knex('knex_migrations_lock').select('is_locked')).map((row) => row.isLocked)).toEqual([0]);
        } finally {
          await tool.close();
        }

        // Nothing in DATA_DIR is open to other users: the folder is 0700, the files we and PGlite wrote are ours alone.
        expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
        expect(notPrivate(dataDir)).toEqual([]);

        await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
      }
    },
    ROUNDS * 300_000,
  );
});
