// Encodes one narration to MP3 off the server's event loop (mp3.ts starts it as a worker thread).
// Plain JavaScript, so it runs without the TypeScript loader. In: { samples: Int16Array, sampleRate }.
import { parentPort, workerData } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

const FRAME = 1152;
const { samples, sampleRate } = workerData;
// Speech, mono: 64 kbit/s at 32 kHz and up, 48 below (MPEG-2 rates) keeps a voice clear and the book small.
const encoder = new Mp3Encoder(1, sampleRate, sampleRate >= 32000 ? 64 : 48);
const parts = [];
// The encoder hands out Int8Arrays: take their bytes as they are.
const keep = (part) => part.byteLength > 0 && parts.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
for (let i = 0; i < samples.length; i += FRAME) keep(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
keep(encoder.flush());
const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
let at = 0;
for (const part of parts) {
  mp3.set(part, at);
  at += part.byteLength;
}
parentPort.postMessage(mp3, [mp3.buffer]);
