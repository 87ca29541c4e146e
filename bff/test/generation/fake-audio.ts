/**
 * A whole 16-bit mono PCM WAV of a soft tone, as long as a narration of `text` would be
 * (`secondsPerLetter` per letter or digit), for engines in tests that do not really speak.
 */
export function toneWav(text: string, { secondsPerLetter = 0.08, sampleRate = 8000 }: { secondsPerLetter?: number; sampleRate?: number } = {}): Buffer {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const samples = Math.max(1, Math.ceil(letters * secondsPerLetter * sampleRate));
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(4000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)), 44 + i * 2);
  return wav;
}
