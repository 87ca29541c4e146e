import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Writes a raw RFC 822 message as `<time>-<id>.eml`; names sort by time and never collide. */
export async function writeToOutbox(dataDir: string, messageId: string, raw: Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const idPart = messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24) || randomBytes(8).toString('hex');
  const file = path.join(dir, `${stamp}-${idPart}.eml`);
  // Written under a temporary name first so a reader never sees half a message.
  await fs.writeFile(`${file}.tmp`, raw);
  await fs.rename(`${file}.tmp`, file);
  return file;
}
