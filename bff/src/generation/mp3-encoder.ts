import { Mp3Encoder } from '@breezystack/lamejs';

// PCM WAV to MP3 with a pure-JavaScript LAME port (@breezystack/lamejs): no system tool at run
// time. Used for the narration the viewer plays (offline/narration-encoder.ts) and for the EPUB's.
// Synchronous and seconds of CPU for a long scene: call it only off the server's event loop.

const MP3_SAMPLE_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/**
 * Samples of silence an MP3 made here starts with before the first sample of the WAV: LAME's
 * encoder delay (576) and the decoder's (529). Browsers and ffmpeg play them (lamejs writes no
 * gapless tag that would tell a player to skip them), so a moment of the WAV is this much later in the MP3.
 */
export const MP3_LEAD_SAMPLES = 576 + 529;

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

function encodeMp3({ samples, sampleRate }: Pcm): Buffer {
  // Speech, mono: 64 kbit/s at 32 kHz and up, 48 below (MPEG-2 rates) keeps a voice clear and the file small.
  const encoder = new Mp3Encoder(1, sampleRate, sampleRate >= 32000 ? 64 : 48);
  const parts: Buffer[] = [];
  // Take the encoder's output bytes as they are (its typed arrays share one buffer).
  const keep = (part: Uint8Array) =>
    part.byteLength > 0 && parts.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength));
  for (let i = 0; i < samples.length; i += FRAME) keep(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}

/** A PCM WAV as MP3 with its sample rate (for MP3_LEAD_SAMPLES); undefined when it cannot be encoded. */
export function wavToMp3(wav: Buffer): { mp3: Buffer; sampleRate: number } | undefined {
  const pcm = readPcm(wav);
  if (!pcm || !MP3_SAMPLE_RATES.has(pcm.sampleRate)) return undefined;
  return { mp3: encodeMp3(pcm), sampleRate: pcm.sampleRate };
}
