import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RECORDING_MAX_SECONDS } from '@dreamweaver/contracts';
import { AppError } from '../../errors.ts';

// A recorded scene is decoded with FFmpeg (Debian's ffmpeg package: ffprobe and ffmpeg), which
// reads what browsers record (WebM with Opus, MP4 with AAC) and is kept up to date with security
// fixes by the distribution. It runs as a child process with the container format forced, only
// local files allowed and a time limit, so an upload can neither pick another demuxer nor hang us.

/** The containers a recording may come in, by the start of the file. */
export type RecordingContainer = 'webm' | 'mp4';

const CODECS: Record<RecordingContainer, readonly string[]> = { webm: ['opus'], mp4: ['aac', 'opus'] };
const DEMUXERS: Record<RecordingContainer, string> = { webm: 'matroska', mp4: 'mov' };
/** The sample rate the sound is analysed at: plenty for finding pauses. */
export const ANALYSIS_RATE = 16_000;
const TIME_LIMIT_MS = 60_000;
/** A recording shorter than this holds nothing (the browser stopped as soon as it started). */
const EMPTY_SECONDS = 0.25;
/** The answer to an upload with no sound in it at all (an empty body included). */
export const nothingRecorded = () => new AppError(422, 'voice.errors.empty');

/** The container of the file by its first bytes: WebM's EBML header, or MP4's ftyp box. */
export function recordingContainerOf(data: Buffer): RecordingContainer | undefined {
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return undefined;
}

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new AppError(503, 'voice.errors.unavailable') : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr });
    });
  });
}

const inputArgs = (container: RecordingContainer, file: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  DEMUXERS[container],
  '-i',
  file,
];

/**
 * The codec of the file's first audio stream; undefined when ffprobe cannot read the file, with
 * `empty` when it reads a file without any audio stream (an MP4 recorder stopped before its first frame).
 */
async function audioCodecOf(container: RecordingContainer, file: string): Promise<{ codec?: string; empty: boolean }> {
  const probe = await run('ffprobe', [
    '-v',
    'error',
    ...inputArgs(container, file),
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name',
    '-of',
    'csv=p=0',
  ]);
  const codec = probe.stdout.toString().trim().split('\n')[0];
  if (probe.code !== 0) return { empty: false };
  return codec ? { codec, empty: false } : { empty: true };
}

/** Runs `work` on the recording written to a temporary file, which is removed afterwards. */
async function withRecordingFile<T>(
  data: Buffer,
  container: RecordingContainer,
  work: (input: string, folder: string) => Promise<T>,
): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dreamweaver-recording-'));
  try {
    const input = path.join(folder, `in-${randomBytes(4).toString('hex')}.${container}`);
    await fs.writeFile(input, data);
    return await work(input, folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

const quiet = ['-nostdin', '-hide_banner', '-loglevel', 'error'];

/**
 * The recording as 16-bit mono PCM at ANALYSIS_RATE, for checking and timing (throws a 415 for
 * another codec, a 422 for a file that does not decode or holds no sound, a 413 when it lasts
 * longer than RECORDING_MAX_SECONDS: a second over the limit is all that is decoded).
 */
export function decodeRecording(data: Buffer, container: RecordingContainer): Promise<Int16Array> {
  return withRecordingFile(data, container, async (input) => {
    const { codec, empty } = await audioCodecOf(container, input);
    if (empty) throw nothingRecorded();
    if (!codec) throw new AppError(422, 'voice.errors.unreadable');
    if (!CODECS[container].includes(codec)) throw new AppError(415, 'voice.errors.type');
    const limit = String(RECORDING_MAX_SECONDS + 1);
    const decoded = await run('ffmpeg', [
      ...[...quiet, ...inputArgs(container, input), '-t', limit, '-map', '0:a:0'],
      ...['-ac', '1', '-ar', String(ANALYSIS_RATE), '-f', 's16le', 'pipe:1'],
    ]);
    if (decoded.code !== 0) throw new AppError(422, 'voice.errors.unreadable');
    const pcm = decoded.stdout;
    const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + (pcm.length & ~1)));
    if (samples.length / ANALYSIS_RATE < EMPTY_SECONDS) throw nothingRecorded();
    if (samples.length / ANALYSIS_RATE > RECORDING_MAX_SECONDS)
      throw new AppError(413, 'voice.errors.tooLong', { minutes: RECORDING_MAX_SECONDS / 60 });
    return samples;
  });
}

/**
 * The recording as a 64 kbit/s mono MP3: what every browser and e-book reader plays. Only its
 * first `seconds` are encoded (the length that was decoded and checked), so this run is bounded
 * like the decoding.
 */
export function recordingAsMp3(data: Buffer, container: RecordingContainer, seconds: number): Promise<Buffer> {
  return withRecordingFile(data, container, async (input, folder) => {
    const output = path.join(folder, 'out.mp3');
    const limit = Math.min(RECORDING_MAX_SECONDS + 1, Math.ceil(seconds * 1000) / 1000).toFixed(3);
    const encoded = await run('ffmpeg', [
      ...[...quiet, ...inputArgs(container, input), '-t', limit, '-map', '0:a:0'],
      ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', output],
    ]);
    if (encoded.code !== 0) throw new AppError(422, 'voice.errors.unreadable');
    return fs.readFile(output);
  });
}
