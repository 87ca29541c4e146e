import { encodeWav16 } from '@dreamweaver/storyteller/speech';

/**
 * A whole 16-bit mono PCM WAV of a soft tone, as long as a narration of `text` would be
 * (`secondsPerLetter` per letter or digit), for engines in tests that do not really speak.
 */
export function toneWav(
  text: string,
  { secondsPerLetter = 0.08, sampleRate = 8000 }: { secondsPerLetter?: number; sampleRate?: number } = {},
): Buffer {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const count = Math.max(1, Math.ceil(letters * secondsPerLetter * sampleRate));
  const samples = Int16Array.from({ length: count }, (_, i) =>
    Math.round(4000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)),
  );
  return encodeWav16({ samples, sampleRate });
}
