import { TransientEngineError, type MediaFile } from './engine.ts';

// Every narration is checked before it is stored: a synthesiser that dies mid-call, or a download
// cut short, leaves a file that looks like audio but is not the whole text. meSpeak's truncated
// files had ~500 bytes of 22 kHz 16-bit mono per character of text (about 0.011 s); whole ones
// have at least ~3,300 (0.075 s), OpenAI's speech about 0.06 s. The minimum below sits between.

/** The shortest plausible narration per letter or digit of the text, in seconds. */
const MIN_SECONDS_PER_LETTER = 0.03;

/** The shortest plausible narration of `text`, in seconds (letters and digits only: spaces and punctuation barely take time). */
export function minimumNarrationSeconds(text: string): number {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return letters * MIN_SECONDS_PER_LETTER;
}

function notWhole(what: string): never {
  throw new TransientEngineError(`narration is not a whole audio file: ${what}`);
}

/** Seconds of sound in a RIFF/WAVE file, or throws when the file is not whole. */
export function wavSeconds(data: Buffer): number {
  if (data.length < 12 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE')
    notWhole('no RIFF/WAVE header');
  if (data.readUInt32LE(4) !== data.length - 8)
    notWhole(`the RIFF size says ${data.readUInt32LE(4) + 8} bytes, the file has ${data.length}`);
  let format:
    | {
        audioFormat: number;
        channels: number;
        sampleRate: number;
        byteRate: number;
        blockAlign: number;
        bitsPerSample: number;
      }
    | undefined;
  for (let offset = 12; offset + 8 <= data.length; ) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (body + size > data.length)
      notWhole(`the ${JSON.stringify(id)} chunk says ${size} bytes, ${data.length - body} are there`);
    if (id === 'fmt ') {
      if (size < 16) notWhole('the fmt chunk is too short');
      format = {
        audioFormat: data.readUInt16LE(body),
        channels: data.readUInt16LE(body + 2),
        sampleRate: data.readUInt32LE(body + 4),
        byteRate: data.readUInt32LE(body + 8),
        blockAlign: data.readUInt16LE(body + 12),
        bitsPerSample: data.readUInt16LE(body + 14),
      };
      const { audioFormat, channels, sampleRate, byteRate, blockAlign, bitsPerSample } = format;
      if (audioFormat !== 1 && audioFormat !== 3 && audioFormat !== 0xfffe)
        notWhole(`unknown sample format ${audioFormat}`);
      if (
        channels < 1 ||
        channels > 8 ||
        sampleRate < 8000 ||
        sampleRate > 192_000 ||
        bitsPerSample % 8 !== 0 ||
        bitsPerSample === 0
      ) {
        notWhole('an impossible fmt chunk');
      }
      if (blockAlign !== (channels * bitsPerSample) / 8 || byteRate !== sampleRate * blockAlign)
        notWhole('an inconsistent fmt chunk');
    } else if (id === 'data') {
      if (!format) notWhole('the data chunk comes before the fmt chunk');
      if (size === 0 || size % format.blockAlign !== 0) notWhole(`a data chunk of ${size} bytes`);
      if (format.audioFormat === 1 && format.bitsPerSample === 16 && isSilent(data.subarray(body, body + size)))
        notWhole('only silence');
      return size / format.byteRate;
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  return notWhole(format ? 'no data chunk' : 'no fmt chunk');
}

function isSilent(samples: Buffer): boolean {
  for (let i = 0; i + 1 < samples.length; i += 2) if (Math.abs(samples.readInt16LE(i)) > 300) return false;
  return true;
}

// MPEG audio frame headers: bitrates (kbit/s) by version and layer, sample rates by version.
const bitrates: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
  /** Bytes of layer III side information after the header: where a Xing/Info tag starts. */
  sideInfo: number;
}

/** The MPEG audio frame whose header starts at `offset`, or undefined when there is none. */
function mpegFrame(data: Buffer, offset: number): Frame | undefined {
  if (offset + 4 > data.length) return undefined;
  const b1 = data[offset + 1];
  const b2 = data[offset + 2];
  if (data[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = ({ 0: 2.5, 2: 2, 3: 1 } as Record<number, number>)[(b1 >> 3) & 3];
  const layer = ({ 1: 3, 2: 2, 3: 1 } as Record<number, number>)[(b1 >> 1) & 3];
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (!version || !layer || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const bitrate = bitrates[`${version === 1 ? 1 : 2}-${layer}`][bitrateIndex] * 1000;
  const sampleRate = sampleRates[version][rateIndex];
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  const mono = data[offset + 3] >> 6 === 3;
  const sideInfo = layer !== 3 ? 0 : version === 1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, samples, sampleRate, sideInfo };
}

/** The encoders whose Xing/Info tag holds their delay and padding (LAME's tag), as FFmpeg trusts them. */
const GAPLESS_ENCODERS = ['LAME', 'Lavf', 'Lavc'];

/**
 * Whether the frame at `offset` is a header frame rather than sound (a Xing or Info tag, as LAME
 * and FFmpeg write, or Fraunhofer's VBRI), and the samples a player leaves out: the encoder's
 * delay at the start and its padding at the end, from LAME's tag. Browsers and FFmpeg play the
 * frames after it without those samples: the MP3 lasts as long as what was encoded.
 */
function headerFrame(data: Buffer, offset: number, frame: Frame): { trimmedSamples: number } | undefined {
  if (data.toString('latin1', offset + 36, offset + 40) === 'VBRI') return { trimmedSamples: 0 };
  const tag = offset + 4 + frame.sideInfo;
  const id = data.toString('latin1', tag, tag + 4);
  if (frame.sideInfo === 0 || (id !== 'Xing' && id !== 'Info') || tag + 8 > offset + frame.length) return undefined;
  const flags = data.readUInt32BE(tag + 4);
  // Frames, bytes, table of contents and quality, each only when its flag is set.
  const lame = tag + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  if (lame + 24 > offset + frame.length || !GAPLESS_ENCODERS.includes(data.toString('latin1', lame, lame + 4)))
    return { trimmedSamples: 0 };
  const delayAndPadding = data.readUIntBE(lame + 21, 3);
  return { trimmedSamples: (delayAndPadding >> 12) + (delayAndPadding & 0xfff) };
}

function resync(data: Buffer, from: number): number | undefined {
  for (let at = data.indexOf(0xff, from + 1); at >= 0; at = data.indexOf(0xff, at + 1)) {
    const frame = mpegFrame(data, at);
    if (frame && (at + frame.length === data.length || mpegFrame(data, at + frame.length))) return at;
  }
  return undefined;
}

/**
 * Seconds of sound in an MP3 file as a player plays it (frames counted from the first to the last,
 * less a Xing/Info header frame and the encoder's delay and padding it names), or throws when the
 * file is not whole.
 */
export function mp3Seconds(data: Buffer): number {
  let offset = 0;
  if (data.length >= 10 && data.toString('latin1', 0, 3) === 'ID3') {
    const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    offset = 10 + size + (data[5] & 0x10 ? 10 : 0);
    if (offset >= data.length) notWhole('an ID3 tag and no audio');
  }
  let frames = 0;
  let seconds = 0;
  const first = mpegFrame(data, offset);
  const header = first && offset + first.length <= data.length ? headerFrame(data, offset, first) : undefined;
  if (first && header) {
    offset += first.length;
    seconds -= header.trimmedSamples / first.sampleRate;
  }
  while (offset < data.length) {
    let frame = mpegFrame(data, offset);
    if (!frame) {
      // Something else between frames (a stray tag, a sync error): go on at the next header that is followed by another.
      const next = resync(data, offset);
      if (next === undefined) break;
      offset = next;
      frame = mpegFrame(data, offset)!;
    }
    if (offset + frame.length > data.length)
      notWhole(`the last MPEG frame is cut off after ${data.length - offset} of ${frame.length} bytes`);
    frames++;
    seconds += frame.samples / frame.sampleRate;
    offset += frame.length;
  }
  if (frames === 0) notWhole('no MPEG audio frame');
  const rest = data.subarray(offset);
  const tag = ['TAG', 'APETAGEX', 'LYRICSBEGIN', 'ID3'].some((t) => rest.toString('latin1', 0, t.length) === t);
  if (rest.length > 1024 && !tag && rest.some((byte) => byte !== 0))
    notWhole(`${rest.length} bytes of something else after the audio`);
  return Math.max(0, seconds);
}

/**
 * Throws a TransientEngineError (so the step is retried) unless `file` is a whole WAV or MP3
 * narration of `text`: a well-formed file whose length in seconds is plausible for the text.
 * Returns the file, so it can be chained after an engine call.
 */
export function assertWholeNarration(file: MediaFile, text: string): MediaFile {
  const kind = file.extension.toLowerCase();
  if (file.data.length === 0) notWhole('an empty file');
  const seconds =
    kind === 'wav'
      ? wavSeconds(file.data)
      : kind === 'mp3'
        ? mp3Seconds(file.data)
        : notWhole(`unknown audio type ${file.extension}`);
  const minimum = minimumNarrationSeconds(text);
  if (seconds < minimum)
    notWhole(
      `${seconds.toFixed(2)} s of sound for ${text.length} characters of text (at least ${minimum.toFixed(2)} s expected)`,
    );
  return file;
}
