import { spawn } from 'node:child_process';
import type { MediaFile } from '../engine.ts';
import { TransientProviderError } from './provider-errors.ts';

// What a speech server answers, made into the MP3 the product stores. OpenAI answers the MP3 it
// is asked for; a self-hosted server may only make WAV, FLAC or Opus (`OPENAI_TTS_FORMAT`), or
// label its answer wrongly. So the answer is judged by its bytes, never by what was asked or by
// its content type: an MP3 is kept as it is, any other sound is re-encoded with FFmpeg (Debian's
// ffmpeg package, as for the parent's recordings) in a child process with a time limit, and
// anything else is refused. Whether the sound is whole and long enough is checked later, for
// every engine alike (audio-check.ts).

export const speechFormats = ['mp3', 'wav', 'flac', 'opus', 'aac'] as const;
export type SpeechFormat = (typeof speechFormats)[number];

type AudioKind = 'mp3' | 'wav' | 'flac' | 'ogg' | 'aac';

/** The kind of sound by its first bytes, or undefined when it is no sound this knows. */
export function sniffAudio(data: Buffer): AudioKind | undefined {
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  if (data.length < 4) return undefined;
  if (ascii(0, 3) === 'ID3') return 'mp3';
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (data[0] === 0xff && (data[1] & 0xe0) === 0xe0) {
    // MPEG audio frames name their layer (III for MP3); ADTS (AAC) frames have layer bits 00.
    const layer = (data[1] >> 1) & 0b11;
    if (layer === 0b01) return 'mp3';
    if (layer === 0b00 && (data[1] & 0xf0) === 0xf0) return 'aac';
  }
  return undefined;
}

/** Longest FFmpeg may take for one scene's narration. */
const ENCODE_TIME_LIMIT_MS = 30_000;
/** The most sound a narration may come as (minutes of WAV fit easily). */
const MAX_SPEECH_BYTES = 64 * 1024 * 1024;

const quiet = ['-nostdin', '-hide_banner', '-loglevel', 'error'];

/** The demuxer each sniffed kind is read with: forced, as for the parent's recordings (recording-decoder.ts), so a server's bytes cannot pick another. */
const DEMUXERS: Record<Exclude<AudioKind, 'mp3'>, string> = { wav: 'wav', flac: 'flac', ogg: 'ogg', aac: 'aac' };

/** A sound of `kind`, as a 64 kbit/s mono MP3 (what the viewer and e-book readers play). */
function encodeMp3(data: Buffer, kind: Exclude<AudioKind, 'mp3'>, signal: AbortSignal | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'ffmpeg',
      [
        ...quiet,
        // Only the piped bytes are read: no file or network a playlist could name.
        '-protocol_whitelist',
        'pipe',
        '-f',
        DEMUXERS[kind],
        '-i',
        'pipe:0',
        '-map',
        '0:a:0',
        '-ac',
        '1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
        '-f',
        'mp3',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'], signal, timeout: ENCODE_TIME_LIMIT_MS, killSignal: 'SIGKILL' },
    );
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    // FFmpeg may stop reading early (a file it cannot read): that is told by its exit code.
    child.stdin.on('error', () => {});
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited with ${code}`));
    });
    child.stdin.end(data);
  });
}

/** The speech server's answer as the MP3 stored for the scene; a transient error when it is no sound or cannot be encoded. */
export async function speechAsMp3(data: Buffer, signal?: AbortSignal): Promise<MediaFile> {
  if (data.length === 0) throw new TransientProviderError('narration: the AI server returned no audio');
  if (data.length > MAX_SPEECH_BYTES)
    throw new TransientProviderError('narration: the AI server returned too much audio');
  const kind = sniffAudio(data);
  if (!kind) throw new TransientProviderError("narration: the AI server's answer was not audio");
  if (kind === 'mp3') return { contentType: 'audio/mpeg', extension: 'mp3', data };
  let mp3: Buffer;
  try {
    mp3 = await encodeMp3(data, kind, signal);
  } catch {
    signal?.throwIfAborted();
    throw new TransientProviderError(`narration: the AI server's ${kind} audio could not be made into MP3`);
  }
  if (mp3.length === 0) throw new TransientProviderError(`narration: the AI server's ${kind} audio held no sound`);
  return { contentType: 'audio/mpeg', extension: 'mp3', data: mp3 };
}
