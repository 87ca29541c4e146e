import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with OWASP's parameters (N=2^17, r=8, p=1). The parameters travel inside the stored
// hash, so raising them later keeps every existing password working.
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const maxmemFor = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const N = 2 ** logN;
  const r = 8;
  const p = 1;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(N, Number(r)),
  });
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
