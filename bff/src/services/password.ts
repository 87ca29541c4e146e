import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createWorkPool } from './work-pool.ts';

// scrypt with OWASP's parameters (N=2^17, r=8, p=1). The parameters travel inside the stored
// hash, so raising them later keeps every existing password working.
const KEY_LENGTH = 32;

// Each scrypt at N=2^17 holds 128 MiB and one of libuv's threads (4 unless UV_THREADPOOL_SIZE
// says otherwise) for a few hundred milliseconds. File reads (every picture and recording served)
// use the same threads, so a burst of sign-ups or sign-ins once left media waiting a minute.
// Hashes therefore run at most HASH_CONCURRENCY at a time, whoever asked for them (registration,
// sign-in, storyctl and the admin's temporary passwords, password changes), the rest wait their
// turn in order; two threads stay free for file work (one, if the pool has only two).
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, THREAD_POOL_SIZE - 2));

const hashPool = createWorkPool({ concurrency: HASH_CONCURRENCY });

/** Runs `work` once one of the hash slots is free. A caller whose request is gone (`signal` aborted) before its turn is dropped: its hash never runs. */
export const inHashQueue = <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> => hashPool.run(work, signal);

/** How many hashes are running and waiting now (for tests and metrics). */
export const hashQueueState = () => hashPool.state();

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions, signal?: AbortSignal): Promise<Buffer> {
  return inHashQueue(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    signal,
  );
}

const maxmemFor = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, logN = 17, signal?: AbortSignal): Promise<string> {
  const N = 2 ** logN;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmemFor(N, r) }, signal);
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: maxmemFor(N, Number(r)),
    },
    signal,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password a person can type: 16 characters without look-alikes (about 90 bits). */
export function generateTemporaryPassword(length = 16): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const unbiasedLimit = 256 - (256 % alphabet.length);
  let password = '';
  while (password.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < unbiasedLimit && password.length < length) password += alphabet[byte % alphabet.length];
    }
  }
  return password;
}
