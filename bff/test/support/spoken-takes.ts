import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav16 } from '@dreamweaver/storyteller/speech';
import { ANALYSIS_RATE } from '../../src/services/voice/recording-decoder.ts';
import { encodedAs } from './recorded-audio.ts';

// Takes of a scene read aloud, made of real speech: eSpeak NG speaks each stretch of a sentence
// between the reader's pauses, the stretches are trimmed of eSpeak's own silence and joined with
// the pauses we choose (so where each sentence starts is known to the sample), over a microphone's
// faint hiss; FFmpeg then encodes the take as a browser records it (WebM/Opus) and decodes it as
// the bff does (mono 16-bit PCM at the analysis rate).

const run = promisify(execFile);
/** A hesitation inside a sentence, written in its text: "Luna found ⏸2.5 a little lantern." */
const HESITATION = /\s*⏸([\d.]+)\s*/u;
const HESITATIONS = /\s*⏸[\d.]+\s*/gu;
const QUIET = 300;

export interface SpokenTake {
  /** The sentences as the scene's text has them (no hesitation marks). */
  sentences: string[];
  /** The decoded recording. */
  samples: Int16Array;
  sampleRate: number;
  /** Where each sentence's first sound is, in seconds. */
  truth: number[];
}

/** eSpeak NG's speech of `text` at its own rate (22,050 Hz), without its leading and trailing silence. */
async function spoken(
  text: string,
  language: 'en' | 'de',
  speed: number,
  folder: string,
): Promise<{ samples: Int16Array; rate: number }> {
  const file = path.join(folder, 'speech.wav');
  await run('espeak-ng', ['-v', language, '-s', String(speed), '-w', file, text]);
  const data = await fs.readFile(file);
  let offset = 12;
  while (data.toString('ascii', offset, offset + 4) !== 'data') offset += 8 + data.readUInt32LE(offset + 4);
  const rate = data.readUInt32LE(24);
  const size = Math.min(data.readUInt32LE(offset + 4), data.length - offset - 8) & ~1;
  const all = new Int16Array(data.buffer.slice(data.byteOffset + offset + 8, data.byteOffset + offset + 8 + size));
  let from = 0;
  while (from < all.length && Math.abs(all[from]) <= QUIET) from++;
  let to = all.length;
  while (to > from && Math.abs(all[to - 1]) <= QUIET) to--;
  return { samples: all.slice(from, to), rate };
}

/**
 * A take of `sentences` read in `language`, with `pauses[i]` seconds between sentence i and the
 * next, and the hesitations marked in the sentences (⏸ and its seconds); each sentence at its
 * own speed in eSpeak's words per minute (`speeds`, 150 where not given), as a reader slows down
 * and speeds up.
 */
export async function spokenTake(
  language: 'en' | 'de',
  marked: readonly string[],
  pauses: readonly number[],
  speeds: readonly number[] = [],
): Promise<SpokenTake> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'spoken-take-'));
  try {
    const parts: (Int16Array | number)[] = [0.6];
    const truth: number[] = [];
    let rate = 0;
    let seconds = 0.6;
    for (const [i, sentence] of marked.entries()) {
      if (i > 0) {
        parts.push(pauses[i - 1]);
        seconds += pauses[i - 1];
      }
      truth.push(seconds);
      const pieces = sentence.split(HESITATION);
      for (let p = 0; p < pieces.length; p += 2) {
        const speech = await spoken(pieces[p], language, speeds[i] ?? 150, folder);
        rate = speech.rate;
        parts.push(speech.samples);
        seconds += speech.samples.length / rate;
        if (p + 1 < pieces.length) {
          parts.push(Number(pieces[p + 1]));
          seconds += Number(pieces[p + 1]);
        }
      }
    }
    parts.push(0.8);
    const wav = encodeWav16({ samples: joined(parts, rate), sampleRate: rate });
    const samples = await decoded(await encodedAs(wav, 'webm'), folder);
    const sentences = marked.map((sentence) => sentence.replace(HESITATIONS, ' '));
    return { sentences, samples, sampleRate: ANALYSIS_RATE, truth };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Speech and silences (in seconds) one after the other, over a faint hiss; silences are rounded to whole samples. */
function joined(parts: readonly (Int16Array | number)[], rate: number): Int16Array {
  const lengths = parts.map((part) => (typeof part === 'number' ? Math.round(part * rate) : part.length));
  const out = new Int16Array(lengths.reduce((sum, n) => sum + n, 0));
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (typeof part !== 'number') out.set(part, at);
    at += lengths[i];
  }
  let seed = 11;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out[i] = Math.max(-32768, Math.min(32767, out[i] + Math.round(((seed / 2 ** 31) * 2 - 1) * 120)));
  }
  return out;
}

/** The WebM take as the bff analyses it: mono 16-bit PCM at ANALYSIS_RATE. */
async function decoded(webm: Buffer, folder: string): Promise<Int16Array> {
  const file = path.join(folder, 'take.webm');
  await fs.writeFile(file, webm);
  const { stdout } = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-f',
      'matroska',
      '-i',
      file,
      '-ac',
      '1',
      '-ar',
      String(ANALYSIS_RATE),
      '-f',
      's16le',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + (stdout.length & ~1)));
}
