import { Mp3Encoder } from '@breezystack/lamejs';
import { mp3Seconds, wavSeconds } from '../../generation/audio-check.ts';

// EPUB reading systems must play MP3 and MP4/AAC (the core audio types); WAV is not one, and
// epubcheck refuses it without a fallback. The offline engine narrates in WAV, so the e-book
// carries that narration encoded as MP3 by a pure-JavaScript LAME port (@breezystack/lamejs): no
// system tool at run time. Encoding takes seconds of CPU per scene: it runs inside the book's
// build, in the bounded pool of book threads (book-pool.ts), never on the server's event loop.

/** Narration for the e-book: MP3 as it is, WAV (PCM) encoded to MP3; undefined for anything else. */
export interface BookAudio {
  mp3: Buffer;
  /** Seconds of the narration as the viewer plays it: the read-along timings are fractions of this. */
  seconds: number;
}

const MP3_SAMPLE_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

/** The first channel of a PCM WAV as 16-bit samples, or undefined when the format is not plain PCM. */
function readPcm(data: Buffer): Pcm | undefined {
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  for (let offset = 12; offset + 8 <= data.length; ) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: data.readUInt16LE(body),
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        bitsPerSample: data.readUInt16LE(body + 14),
      };
    } else if (id === 'data' && format) {
      const { audioFormat, channels, sampleRate, bitsPerSample } = format;
      if (audioFormat !== 1 || (bitsPerSample !== 16 && bitsPerSample !== 8)) return undefined;
      const bytes = bitsPerSample / 8;
      const count = Math.floor(Math.min(size, data.length - body) / (bytes * channels));
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) {
        const at = body + i * bytes * channels;
        samples[i] = bytes === 2 ? data.readInt16LE(at) : (data[at] - 128) << 8;
      }
      return { sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

const FRAME = 1152;

/** PCM encoded to MP3, synchronously: call it only off the server's event loop (a book thread). */
function encodeMp3({ samples, sampleRate }: Pcm): Buffer {
  // Speech, mono: 64 kbit/s at 32 kHz and up, 48 below (MPEG-2 rates) keeps a voice clear and the book small.
  const encoder = new Mp3Encoder(1, sampleRate, sampleRate >= 32000 ? 64 : 48);
  const parts: Buffer[] = [];
  // Take the encoder's output bytes as they are (its typed arrays share one buffer).
  const keep = (part: Uint8Array) =>
    part.byteLength > 0 && parts.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
  for (let i = 0; i < samples.length; i += FRAME) keep(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}

function wavToMp3(wav: Buffer): Buffer | undefined {
  const pcm = readPcm(wav);
  if (!pcm || !MP3_SAMPLE_RATES.has(pcm.sampleRate)) return undefined;
  return encodeMp3(pcm);
}

/** The scene's narration ready for the e-book, or undefined when it cannot be carried there. */
export function bookAudio(data: Buffer, extension: string): BookAudio | undefined {
  let seconds: number;
  try {
    seconds = extension === 'mp3' ? mp3Seconds(data) : extension === 'wav' ? wavSeconds(data) : Number.NaN;
  } catch {
    // A damaged file: the page goes without narration rather than the whole book failing.
    return undefined;
  }
  if (extension === 'mp3') return { mp3: data, seconds };
  if (extension !== 'wav') return undefined;
  const mp3 = wavToMp3(data);
  return mp3 ? { mp3, seconds } : undefined;
}
