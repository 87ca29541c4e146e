import { createMp3Encoder } from 'wasm-media-encoders';

// PCM WAV to MP3 with LAME compiled to WebAssembly (wasm-media-encoders): no system tool at run
// time, and about six times less CPU than the pure-JavaScript port it replaced. Used for the
// narration the viewer plays (offline/narration-encoder.ts) and for the EPUB's. Synchronous once
// loaded, and still about a tenth of a second of CPU per ten seconds of sound: call it only off
// the server's event loop. One encoder per thread, set up again for every WAV.
const encoder = await createMp3Encoder();

const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type Mp3SampleRate = (typeof MP3_SAMPLE_RATES)[number];

/**
 * Samples of silence an MP3 made here starts with before the first sample of the WAV: LAME's
 * encoder delay (576) and the decoder's (529). Browsers and ffmpeg play them (no
 * gapless tag is written that would tell a player to skip them), so a moment of the WAV is this much later in the MP3.
 * The output keeps the WAV's sample rate (LAME would otherwise pick one for the bit rate), so these are
 * samples at that rate.
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

// Samples converted to floats and handed to the encoder at a time (a bounded copy).
const CHUNK = 1152 * 32;

function encodeMp3({ samples, sampleRate }: Pcm): Buffer {
  // Speech, mono: 64 kbit/s at 32 kHz and up, 48 below (MPEG-2 rates) keeps a voice clear and the file small.
  encoder.configure({
    channels: 1,
    sampleRate,
    outputSampleRate: sampleRate as Mp3SampleRate,
    bitrate: sampleRate >= 32000 ? 64 : 48,
  });
  const parts: Buffer[] = [];
  // The encoder owns the bytes it returns until its next call: copy them.
  const keep = (part: Uint8Array) => part.byteLength > 0 && parts.push(Buffer.from(part));
  for (let i = 0; i < samples.length; i += CHUNK) {
    const chunk = samples.subarray(i, i + CHUNK);
    const floats = new Float32Array(chunk.length);
    for (let j = 0; j < chunk.length; j++) floats[j] = chunk[j] / 32768;
    keep(encoder.encode([floats]));
  }
  keep(encoder.finalize());
  return Buffer.concat(parts);
}

/** A PCM WAV as MP3 with its sample rate (for MP3_LEAD_SAMPLES); undefined when it cannot be encoded. */
export function wavToMp3(wav: Buffer): { mp3: Buffer; sampleRate: number } | undefined {
  const pcm = readPcm(wav);
  if (!pcm || !(MP3_SAMPLE_RATES as readonly number[]).includes(pcm.sampleRate)) return undefined;
  return { mp3: encodeMp3(pcm), sampleRate: pcm.sampleRate };
}
