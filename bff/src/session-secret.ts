import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in DATA_DIR.
 * Processes starting together on a new DATA_DIR must agree on it, and none may read it half
 * written: it was created empty and then filled, and a second process reading in between signed
 * its cookies and device tokens with an empty key. It is now written whole under a name of its
 * own and linked into place (a link never replaces a file, so the first one stays).
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(draft, secret, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return secret;
  } catch (error) {
    // Another process linked its own first: use theirs so both sign cookies alike.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file)!;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** The stored secret, undefined when there is none; an empty file (never written whole) is an error, never an empty key. */
function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!text) throw new Error(`${file} is empty: delete it, and every process will share a new session secret`);
  return text;
}
