import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { recordingAsMp3 } from '../../src/services/voice/recording-decoder.ts';
import { longToneWebm } from '../support/recorded-audio.ts';

// The MP3 encode of a take is bounded like its decoding: only the length that was decoded and
// checked is encoded, never more of the file, however long it claims to be.

const run = promisify(execFile);

async function secondsOf(mp3: Buffer): Promise<number> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'mp3-bound-'));
  try {
    const file = path.join(folder, 'take.mp3');
    await fs.writeFile(file, mp3);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]);
    return Number(stdout.trim());
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

describe('a take encoded as MP3', () => {
  it('holds only the seconds that were checked', async () => {
    const mp3 = await recordingAsMp3(await longToneWebm(20), 'webm', 3.5);
    expect(await secondsOf(mp3)).toBeGreaterThan(3.3);
    expect(await secondsOf(mp3)).toBeLessThan(3.7);
  });
});
