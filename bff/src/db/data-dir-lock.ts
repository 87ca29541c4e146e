import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import lockfile from 'proper-lockfile';

// One process at a time opens and migrates the embedded database in DATA_DIR: a lock on the
// directory itself (proper-lockfile: an atomic mkdir whose mtime the holder refreshes every
// second, from a thread of its own). A process that waits for it waits as long as the holder
// lives; a holder that died (kill -9) stops refreshing, and after STALE_MS its lock counts as
// stale and is taken over.
// Processes that start together on an empty DATA_DIR are put in a row this way: the first opens
// the database and migrates it, the next find it open and join it.

/** The lock, a directory inside DATA_DIR (removed again by its holder, on exit too). */
export const DATA_DIR_LOCK = 'open.lock';
/** A holder that has not refreshed its lock for this long is taken for dead. */
const STALE_MS = 10_000;
const UPDATE_MS = 1_000;
const POLL_MS = 150;

export interface DataDirLockOptions {
  /** Stops waiting (the caller is closing); the wait then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called once when the lock is held by another process, before waiting for it. */
  onWait?: () => void;
  /** Called when another process took the lock over meanwhile (this one looked dead to it). */
  onCompromised?: (error: Error) => void;
}

/** Creates DATA_DIR for our files alone (0700) or, when it exists, takes group and others' access away. */
export function ensurePrivateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode, uid } = fs.statSync(dataDir);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) fs.chmodSync(dataDir, mode & 0o700);
}

/** Runs `work` while this process holds the lock on `dataDir`, waiting for it as long as its holder lives. */
export async function withDataDirLock<T>(
  dataDir: string,
  work: () => Promise<T>,
  options: DataDirLockOptions = {},
): Promise<T> {
  const release = await lockDataDir(dataDir, options);
  try {
    return await work();
  } finally {
    await release();
  }
}

type FromLockThread =
  | { type: 'waiting' | 'locked' | 'released' }
  | { type: 'compromised' | 'error'; message: string; code?: string };

/** Takes the lock in a thread of its own (data-dir-lock-worker.mjs says why); resolves to its release. */
async function lockDataDir(
  dataDir: string,
  { signal, onWait, onCompromised }: DataDirLockOptions,
): Promise<() => Promise<void>> {
  signal?.throwIfAborted();
  ensurePrivateDataDir(dataDir);
  const lockfilePath = path.join(dataDir, DATA_DIR_LOCK);
  const thread = new Worker(new URL('./data-dir-lock-worker.mjs', import.meta.url), {
    workerData: { dataDir, lockfilePath, staleMs: STALE_MS, updateMs: UPDATE_MS, pollMs: POLL_MS },
  });
  // Ended with the process (process.exit ends the thread before it can clean up): the lock goes too.
  const removeOnExit = () => fs.rmSync(lockfilePath, { recursive: true, force: true });
  let settled = false;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      void thread.terminate();
      reject(error);
    };
    const abort = () => fail(signal!.reason);
    signal?.addEventListener('abort', abort, { once: true });
    thread.once('error', fail);
    thread.once('exit', () => fail(new Error(`the lock on ${dataDir} could not be taken`)));
    thread.on('message', (message: FromLockThread) => {
      if (message.type === 'waiting') onWait?.();
      else if (message.type === 'compromised') {
        process.removeListener('exit', removeOnExit);
        onCompromised?.(new Error(message.message));
      } else if (message.type === 'error')
        fail(Object.assign(new Error(`Cannot lock ${dataDir}: ${message.message}`), { code: message.code }));
      else if (message.type === 'locked' && !settled) {
        settled = true;
        signal?.removeEventListener('abort', abort);
        process.once('exit', removeOnExit);
        resolve(async () => {
          process.removeListener('exit', removeOnExit);
          const gone = new Promise((done) => thread.once('exit', done));
          thread.postMessage('release');
          await gone;
        });
      }
    });
  });
}

/** Some process holds the lock on `dataDir` and is alive (it refreshed the lock lately). */
export async function dataDirLocked(dataDir: string): Promise<boolean> {
  try {
    return await lockfile.check(dataDir, { lockfilePath: path.join(dataDir, DATA_DIR_LOCK), stale: STALE_MS });
  } catch {
    return false;
  }
}
