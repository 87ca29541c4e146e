import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav16 } from '@dreamweaver/storyteller/speech';

// Recordings for the tests of a parent's voice: a WAV written here (humming "sentences" with
// pauses between them), encoded by FFmpeg as a browser records it (WebM/Opus or MP4/AAC).

const run = promisify(execFile);
const RATE = 48_000;

/** A WAV of a soft voice-like hum for each of `sentenceSeconds`, with `pauseSeconds` of silence between and around. */
export function hummedSentencesWav(
  sentenceSeconds: readonly number[],
  pauseSeconds = 0.9,
  amplitude = 8000,
  tailSeconds = 0.5,
): Buffer {
  const parts: number[] = [];
  const silence = (seconds: number) => {
    for (let i = 0; i < seconds * RATE; i++) parts.push(0);
  };
  silence(0.4);
  sentenceSeconds.forEach((seconds, index) => {
    if (index > 0) silence(pauseSeconds);
    for (let i = 0; i < seconds * RATE; i++) {
      const t = i / RATE;
      // A 180 Hz hum with its overtones, rising and falling four times a second like syllables.
      const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
      const hum = Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 360 * t);
      parts.push(Math.round((amplitude * syllables * hum) / 1.5));
    }
  });
  silence(tailSeconds);
  return encodeWav16({ samples: Int16Array.from(parts), sampleRate: RATE });
}

/** `wav` encoded as a browser records it. */
export async function encodedAs(wav: Buffer, container: 'webm' | 'mp4'): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-test-'));
  try {
    const input = path.join(folder, 'in.wav');
    const output = path.join(folder, `out.${container}`);
    await fs.writeFile(input, wav);
    const codec = container === 'webm' ? ['-c:a', 'libopus', '-b:a', '32k'] : ['-c:a', 'aac', '-b:a', '48k'];
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', input, ...codec, output]);
    return await fs.readFile(output);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** A WebM/Opus recording of a steady tone lasting `seconds` (made by FFmpeg, small at a low bit rate). */
export async function longToneWebm(seconds: number): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-test-'));
  try {
    const output = path.join(folder, 'long.webm');
    await run('ffmpeg', [
      ...[
        '-nostdin',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=200:duration=${seconds}:sample_rate=8000`,
      ],
      ...['-ac', '1', '-c:a', 'libopus', '-b:a', '6k', '-frame_duration', '60', '-compression_level', '0', output],
    ]);
    return await fs.readFile(output);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** What a browser sends when it recorded (next to) nothing: `seconds` of silence, 0 for none at all (the container only). */
export async function briefRecording(container: 'webm' | 'mp4', seconds: number): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'voice-test-'));
  try {
    const output = path.join(folder, `brief.${container}`);
    const codec = container === 'webm' ? 'libopus' : 'aac';
    await run('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono'],
      ...['-t', String(seconds), '-c:a', codec, output],
    ]);
    return await fs.readFile(output);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
