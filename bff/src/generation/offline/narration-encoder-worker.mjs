// The narration encoder's thread (narration-encoder.ts starts it): WAV in, MP3 out, one at a time.
// Plain JavaScript so it starts under any runner; the encoder is TypeScript, loaded through tsx's
// loader, registered here because a worker does not always inherit the parent's.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { wavToMp3 } = await import('../mp3-encoder.ts');

parentPort.on('message', ({ id, wav }) => {
  try {
    const encoded = wavToMp3(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
    if (!encoded) return parentPort.postMessage({ id, error: 'not a PCM WAV at an MP3 sample rate' });
    const { mp3, sampleRate } = encoded;
    const data = new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength);
    const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
    parentPort.postMessage({ id, data, sampleRate }, own ? [data.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ ready: true });
