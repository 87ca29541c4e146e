import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { dataDirLocked, ensurePrivateDataDir, withDataDirLock } from './data-dir-lock.ts';
import { keepBatchesWhole } from './embedded-socket-queue.ts';

// The embedded default: PostgreSQL (PGlite) in DATA_DIR. PGlite is one in-process database, so
// exactly one process owns it and shares it on a Unix socket; every process, the owner
// included, talks to it through `pg` over that socket, so one set of queries serves both this
// and a real server. Other processes (storyctl, a separate worker) find the socket through
// the lock file in DATA_DIR; when no owner runs, they become the owner for their lifetime.
// Whoever may become the owner does so holding the lock on DATA_DIR (data-dir-lock.ts): openDatabase
// holds it while it opens and migrates, a takeover while it takes the database over.

const SOCKET_PORT = 5432;
const LOCK_FILE = 'embedded-postgres.lock';
const MAX_SOCKET_PATH = 100;

/**
 * `server` owns the database (waiting briefly for a short-lived tool to finish), `client` joins
 * the owner or owns it while none runs (storyctl), `joiner` only ever joins: a long-lived helper
 * process must not own it, or its exit would take the database from the server.
 */
export type EmbeddedRole = 'server' | 'client' | 'joiner';

interface LockInfo {
  pid: number;
  role: EmbeddedRole;
  socketDir: string;
}

export interface EmbeddedConnection {
  /** Directory holding `.s.PGSQL.5432`, which `pg` takes as its host. */
  socketDir: string;
  port: number;
  owner: boolean;
  close(): Promise<void>;
}

export class EmbeddedDatabaseError extends Error {}

function socketDirFor(dataDir: string): string {
  if (path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return dataDir;
  // Unix socket paths are limited to ~107 bytes; deep data dirs get a short stable path in tmp.
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `dreamweaver-${digest}`);
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function canConnect(socketPath: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function tryTakeLock(lockPath: string, info: LockInfo): boolean {
  try {
    fs.writeFileSync(lockPath, JSON.stringify(info), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function becomeOwner(dataDir: string, lockPath: string, socketDir: string): Promise<EmbeddedConnection> {
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  fs.mkdirSync(socketDir, { recursive: true });
  fs.rmSync(socketPath, { force: true });
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    // pg_trgm: the admin's title search (migration 20261128_1340); PGlite loads it only when named here.
    db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
    keepPrivate(path.join(dataDir, 'pgdata'));
    // Connections are multiplexed onto PGlite's one session; open transactions and query batches are kept whole.
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
    keepBatchesWhole(server, db);
    await server.start();
  } catch (error) {
    await server?.stop().catch(() => {});
    await db?.close().catch(() => {});
    fs.rmSync(lockPath, { force: true });
    throw new EmbeddedDatabaseError(`Cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
  let closed = false;
  const release = () => {
    fs.rmSync(socketPath, { force: true });
    if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return {
    socketDir,
    port: SOCKET_PORT,
    owner: true,
    async close() {
      if (closed) return;
      closed = true;
      await server!.stop();
      await db!.close();
      release();
      process.removeListener('exit', release);
    },
  };
}

/**
 * PGlite writes the files of a new database readable and writable by everyone (0666), whatever the
 * umask; the files it makes later follow the umask. Takes group and others' access off them all.
 */
function keepPrivate(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = fs.lstatSync(file);
    if ((mode & 0o077) !== 0 && !entry.isSymbolicLink()) fs.chmodSync(file, mode & 0o700);
  }
  fs.chmodSync(dir, 0o700);
}

interface Acquired {
  socketDir: string;
  /** Set when this process opened the database itself. */
  close?: () => Promise<void>;
}

/** Finds the database's owner, or becomes it (as `role` allows). */
async function acquire(dataDir: string, role: EmbeddedRole, waitMs: number): Promise<Acquired> {
  ensurePrivateDataDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const socketDir = socketDirFor(dataDir);
  const deadline = Date.now() + waitMs;

  const preferOwnershipUntil = Date.now() + Math.min(waitMs, 10_000);
  let unreadable = 0;
  for (;;) {
    // A joiner holds no lock on DATA_DIR while it waits: it waits on while another process holds
    // it (opening the database, however long that takes on a busy machine).
    if (role === 'joiner' && Date.now() > deadline && !(await dataDirLocked(dataDir))) {
      throw new EmbeddedDatabaseError(
        `No server is running on the embedded database in ${dataDir}: start it with npm start first`,
      );
    }
    if (role !== 'joiner' && tryTakeLock(lockPath, { pid: process.pid, role, socketDir })) {
      const owned = await becomeOwner(dataDir, lockPath, socketDir);
      return { socketDir, close: owned.close };
    }
    const lock = readLock(lockPath);
    if (!lock && role === 'joiner' && !fs.existsSync(lockPath)) {
      await sleep(200);
      continue;
    }
    if (!lock) {
      // Another process is writing its lock right now; a lock that stays unreadable is debris.
      if (++unreadable > 20) fs.rmSync(lockPath, { force: true });
      await sleep(50);
      continue;
    }
    if (!isAlive(lock.pid)) {
      // The owner died without cleaning up (kill -9). Only its own stale lock is removed: another
      // process that noticed first may already have written a fresh one.
      if (role !== 'joiner' && readLock(lockPath)?.pid === lock.pid) fs.rmSync(lockPath, { force: true });
      else await sleep(200);
      continue;
    }
    const ownerSocket = path.join(lock.socketDir, `.s.PGSQL.${SOCKET_PORT}`);
    const waitForOwnership = role === 'server' && lock.role === 'client' && Date.now() < preferOwnershipUntil;
    if (!waitForOwnership && (await canConnect(ownerSocket))) return { socketDir: lock.socketDir };
    if (Date.now() > deadline && !(role === 'joiner' && (await dataDirLocked(dataDir)))) {
      throw new EmbeddedDatabaseError(
        `The embedded database in ${dataDir} is held by process ${lock.pid} and did not become available`,
      );
    }
    await sleep(200);
  }
}

/** The owner named in the lock file is gone (killed, or exited without its lock). */
function ownerIsGone(lockPath: string): boolean {
  const lock = readLock(lockPath);
  if (lock) return !isAlive(lock.pid);
  return !fs.existsSync(lockPath);
}

/**
 * Opens the embedded database in `dataDir`, as its owner or as a client of the process that owns it.
 * A `server` waits for a short-lived client owner (a storyctl run) to finish, so the long-running
 * process ends up owning the database.
 *
 * A joined `server` watches the owner: when it dies (even by kill -9), the server takes the
 * database over (opens the data dir itself and serves the socket at the same path), so its own
 * requests and every other joined process carry on. A `joiner` (the worker) waits for a new owner.
 *
 * A `server` or `client` may become the owner: its caller holds the lock on DATA_DIR (withDataDirLock).
 */
export async function openEmbeddedPostgres(
  dataDir: string,
  role: EmbeddedRole,
  {
    waitMs = 30_000,
    watchMs = 250,
    onTakeover,
  }: { waitMs?: number; watchMs?: number; onTakeover?: (event: TakeoverEvent) => void } = {},
): Promise<EmbeddedConnection> {
  const first = await acquire(dataDir, role, waitMs);
  if (first.close || role === 'client') {
    return {
      socketDir: first.socketDir,
      port: SOCKET_PORT,
      owner: Boolean(first.close),
      close: first.close ?? (async () => {}),
    };
  }
  const lockPath = path.join(dataDir, LOCK_FILE);
  let ownedClose: (() => Promise<void>) | undefined;
  let closed = false;
  let recovering: Promise<void> | undefined;
  const closing = new AbortController();
  const recover = () =>
    (recovering ??= (async () => {
      const noticedAt = Date.now();
      // Keeps trying: the new owner may take a while to open the database on a busy machine.
      while (!closed && !ownedClose) {
        try {
          const takeOver = async () => {
            const next = await acquire(dataDir, role, 60_000);
            if (closed) return next.close?.();
            ownedClose = next.close;
            // Said before the lock is let go: the database answers from here on.
            onTakeover?.({ owner: Boolean(next.close), ms: Date.now() - noticedAt });
          };
          // A server takes over holding the lock on DATA_DIR: never two processes open the database,
          // nor one while another starts. A joiner never opens it, so it must not keep others waiting.
          if (role === 'joiner') await takeOver();
          else await withDataDirLock(dataDir, takeOver, { signal: closing.signal });
          return;
        } catch (error) {
          if (!closed) onTakeover?.({ owner: false, ms: Date.now() - noticedAt, error: error as Error });
        }
      }
    })().finally(() => (recovering = undefined)));
  const watchdog = setInterval(() => {
    if (!closed && !ownedClose && !recovering && ownerIsGone(lockPath)) void recover();
  }, watchMs);
  watchdog.unref();
  return {
    socketDir: first.socketDir,
    port: SOCKET_PORT,
    get owner() {
      return Boolean(ownedClose);
    },
    async close() {
      closed = true;
      clearInterval(watchdog);
      closing.abort();
      await recovering;
      await ownedClose?.();
    },
  };
}

export interface TakeoverEvent {
  /** This process now owns the database (else it joined the new owner, or `error` says why not yet). */
  owner: boolean;
  /** From noticing the owner's death to serving (or joining) again. */
  ms: number;
  error?: Error;
}
