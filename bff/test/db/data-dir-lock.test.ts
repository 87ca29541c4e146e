import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK, withDataDirLock } from '../../src/db/data-dir-lock.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { runMigrations, whileMigrating } from '../../src/db/migrate.ts';

// The lock on DATA_DIR puts the processes that open and migrate the embedded database in a row.
// A waiter waits as long as the holder lives, even one whose main thread is busy for longer than
// the lock's staleness (PGlite starting on a loaded machine kept it busy for 24 s, and the others
// took the lock over); a holder killed with -9 has its lock taken over.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const opened: Database[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process that takes the lock, says so, keeps its main thread busy for `busyMs`, and exits (or is killed). */
function holderProcess(dataDir: string, busyMs: number) {
  const script = `
    import { withDataDirLock } from ${JSON.stringify(path.join(repoRoot, 'bff/src/db/data-dir-lock.ts'))};
    await withDataDirLock(${JSON.stringify(dataDir)}, async () => {
      console.log('locked');
      const until = Date.now() + ${busyMs};
      while (Date.now() < until) {}
      console.log('done ' + Date.now());
    });`;
  const file = path.join(freshDir(), 'holder.mts');
  fs.writeFileSync(file, script);
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code} before locking: ${output}`)));
  });
  return { child, locked, output: () => output };
}

// Only the embedded database takes this lock; a PostgreSQL run would repeat these as they are.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the lock on DATA_DIR', () => {
  it('makes a process wait for a living holder whose main thread is busy past the lock’s staleness', async () => {
    const dataDir = freshDir();
    const holder = holderProcess(dataDir, 13_000);
    await holder.locked;
    let waited = false;
    const gotAt = await withDataDirLock(dataDir, async () => Date.now(), { onWait: () => (waited = true) });
    expect(waited).toBe(true);
    const doneAt = Number(/done (\d+)/.exec(holder.output())?.[1]);
    expect(doneAt, holder.output()).toBeGreaterThan(0);
    expect(gotAt).toBeGreaterThanOrEqual(doneAt);
    // The holder removed its lock on the way out.
    expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK))).toBe(false);
  }, 60_000);

  it('takes over the lock of a holder that was killed', async () => {
    const dataDir = freshDir();
    const holder = holderProcess(dataDir, 120_000);
    await holder.locked;
    holder.child.kill('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK))).toBe(true);
    await expect(withDataDirLock(dataDir, async () => 'taken over')).resolves.toBe('taken over');
  }, 60_000);

  it('orders the holders within one process too, and a waiter can stop waiting', async () => {
    const dataDir = freshDir();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = withDataDirLock(dataDir, async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('first ends');
    });
    await expect.poll(() => order).toEqual(['first starts']);
    const stop = new AbortController();
    const given = withDataDirLock(dataDir, async () => order.push('too early'), { signal: stop.signal });
    stop.abort(new Error('closing'));
    await expect(given).rejects.toThrow('closing');
    const second = withDataDirLock(dataDir, async () => void order.push('second'));
    setTimeout(() => releaseFirst(), 300);
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });
});

const lockRows = async (database: Database) =>
  (await database.knex('knex_migrations_lock').select('is_locked')).map(
    (row) => (row as { isLocked: number }).isLocked,
  );

describe.skipIf(Boolean(process.env.DATABASE_URL))('Knex’s lock table on the embedded database', () => {
  it('is mended by the process holding the lock on DATA_DIR: a row left set by a killed migration, and a second row', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir, role: 'client' });
    // What a process killed in a rollback leaves (Knex sets the row and frees it in separate statements),
    // and what the start-up race left: two rows. Either made every later start fail "Migration table is already locked".
    await first.knex('knex_migrations_lock').update({ is_locked: 1 });
    await first.knex('knex_migrations_lock').insert({ is_locked: 1 });
    await first.close();

    // storyctl db migrate down: the lock on DATA_DIR is taken, the table mended, the batch undone.
    const restarted = await openDatabase({ dataDir, role: 'client', migrate: false });
    try {
      expect(await runMigrations(restarted.knex, 'embedded', 'down', { dataDir })).toMatchObject({ direction: 'down' });
      expect(await lockRows(restarted)).toEqual([0]);
    } finally {
      await restarted.close();
    }

    // Setting it again and starting as the server does: the start mends it and migrates.
    const again = await openDatabase({ dataDir, role: 'client', migrate: false });
    await again.knex('knex_migrations_lock').update({ is_locked: 1 });
    await again.close();
    const started = await openDatabase({ dataDir, role: 'server' });
    opened.push(started);
    expect(await runMigrations(started.knex, 'embedded', 'status', { dataDir })).toMatchObject({ pending: 0 });
    expect(await lockRows(started)).toEqual([0]);
  }, 120_000);

  it('is migrated only with the DATA_DIR whose lock orders it', async () => {
    const dataDir = freshDir();
    const database = await openDatabase({ dataDir, role: 'client' });
    opened.push(database);
    await expect(whileMigrating(database.knex, 'embedded', async () => 'done')).rejects.toThrow(
      'migrating the embedded database needs its DATA_DIR',
    );
    await expect(whileMigrating(database.knex, 'embedded', async () => 'done', { dataDir })).resolves.toBe('done');
  });
});
