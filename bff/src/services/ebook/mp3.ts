import { Worker } from 'node:worker_threads';
import { mp3Seconds, wavSeconds } from '../../generation/audio-check.ts';

// EPUB reading systems must play MP3 and MP4/AAC (the core audio types); WAV is not one, and
// epubcheck refuses it without a fallback. The offline engine narrates in WAV, so the e-book
// carries that narration encoded as MP3 by a pure-JavaScript LAME port (@breezystack/lamejs): no
// system tool at run time. Encoding takes seconds of CPU per scene, so it runs in a worker thread
// (mp3-worker.mjs) and the server goes on answering meanwhile.

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
      format = { audioFormat: data.readUInt16LE(body), channels: data.readUInt16LE(body + 2), sampleRate: data.readUInt32LE(body + 4), bitsPerSample: data.readUInt16LE(body + 14) };
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

export async function wavToMp3(wav: Buffer): Promise<Buffer | undefined> {
  const pcm = readPcm(wav);
  if (!pcm || !MP3_SAMPLE_RATES.has(pcm.sampleRate)) return undefined;
  const worker = new Worker(new URL('./mp3-worker.mjs', import.meta.url), { workerData: pcm, transferList: [pcm.samples.buffer as ArrayBuffer] });
  return new Promise<Buffer>((resolve, reject) => {
    worker.once('message', (mp3: Uint8Array) => resolve(Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the MP3 encoder stopped (exit code ${code})`)));
  });
}

/** The scene's narration ready for the e-book, or undefined when it cannot be carried there. */
export async function bookAudio(data: Buffer, key: string): Promise<BookAudio | undefined> {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  let seconds: number;
  try {
    seconds = extension === 'mp3' ? mp3Seconds(data) : extension === 'wav' ? wavSeconds(data) : Number.NaN;
  } catch {
    // A damaged file: the page goes without narration rather than the whole book failing.
    return undefined;
  }
  if (extension === 'mp3') return { mp3: data, seconds };
  if (extension !== 'wav') return undefined;
  const mp3 = await wavToMp3(data);
  return mp3 ? { mp3, seconds } : undefined;
}
