import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Language } from '@dreamweaver/contracts';

// Offline narration with meSpeak (eSpeak compiled to JavaScript, GPL-3.0). It is synchronous
// and takes a few hundred milliseconds per scene, so it runs in a worker thread to keep the
// server's event loop free. The worker is plain CommonJS source: no TypeScript loader needed.

const require = createRequire(import.meta.url);
const mespeakDir = require.resolve('mespeak/package.json').replace(/package\.json$/, '');

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const warn = console.warn;
console.warn = () => {}; // meSpeak announces "Not in browser" on load
const meSpeak = require(workerData.dir + 'src/index.js');
console.warn = warn;
meSpeak.loadConfig(require(workerData.dir + 'src/mespeak_config.json'));
meSpeak.loadVoice(require(workerData.dir + 'voices/en/en-us.json'));
meSpeak.loadVoice(require(workerData.dir + 'voices/de.json'));
parentPort.on('message', ({ id, text, voice }) => {
  try {
    const wav = meSpeak.speak(text, { rawdata: 'buffer', voice, speed: 140, pitch: 55, wordgap: 1 });
    if (!wav) throw new Error('meSpeak produced no audio');
    const bytes = Uint8Array.from(wav);
    parentPort.postMessage({ id, wav: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

const voices: Record<Language, string> = { en: 'en/en-us', de: 'de' };

interface Pending {
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function speechWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(workerSource, { eval: true, workerData: { dir: mespeakDir } });
  created.unref();
  created.on('message', (message: { id: number; wav?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.wav) waiting.resolve(Buffer.from(message.wav.buffer, message.wav.byteOffset, message.wav.byteLength));
    else waiting.reject(new Error(`Speech synthesis failed: ${message.error}`));
  });
  const failAll = (error: Error) => {
    worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  created.on('error', failAll);
  created.on('exit', (code) => failAll(new Error(`Speech worker stopped (exit code ${code})`)));
  worker = created;
  return created;
}

/** Speaks `text` in the story's language and returns a WAV file (16-bit PCM mono). */
export function synthesiseSpeech(text: string, language: Language): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    speechWorker().postMessage({ id, text, voice: voices[language] });
  });
}

/** Stops the speech thread (tests and shutdown); the next call starts a new one. */
export async function stopSpeech(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running) await running.terminate();
}
