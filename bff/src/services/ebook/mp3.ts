import { mp3Seconds, wavSeconds } from '../../generation/audio-check.ts';
import { wavToMp3 } from '../../generation/mp3-encoder.ts';

// EPUB reading systems must play MP3 and MP4/AAC (the core audio types); WAV is not one, and
// epubcheck refuses it without a fallback. The offline engine's narration is MP3 now, but stories
// narrated before that keep their WAV, which the e-book carries encoded as MP3
// (generation/mp3-encoder.ts). Encoding takes a fraction of a second of CPU per scene: it runs inside the book's
// build, in the bounded pool of book threads (book-pool.ts), never on the server's event loop.

/** Narration for the e-book: MP3 as it is, WAV (PCM) encoded to MP3; undefined for anything else. */
export interface BookAudio {
  mp3: Buffer;
  /** Seconds of the narration as the viewer plays it: the read-along timings are fractions of this. */
  seconds: number;
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
  const mp3 = wavToMp3(data)?.mp3;
  return mp3 ? { mp3, seconds } : undefined;
}
