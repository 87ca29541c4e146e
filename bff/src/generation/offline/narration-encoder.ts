import { Worker } from 'node:worker_threads';
import { MP3_LEAD_SAMPLES } from '../mp3-encoder.ts';

// The offline narration is spoken as WAV (about 1.9 MB for a 500-character scene) and stored and
// served as 48 kbit/s MP3, about seven times smaller, which every browser plays. Encoding costs
// about a fiftieth of a second of CPU per second of sound, too much for the server's event loop, so
// it runs in one worker thread of its own: one narration at a time, the rest wait in order. The
// thread starts when there is work and stops after a quiet minute.

interface EncodedNarration {
  mp3: Buffer;
  /** Seconds of silence before the WAV's first sample (see MP3_LEAD_SAMPLES): add it to each sentence start. */
  leadSeconds: number;
}

interface Job {
  id: number;
  wav: Buffer;
  resolve(result: EncodedNarration): void;
  reject(error: Error): void;
}

type Reply = { ready: true } | { id: number; data: Uint8Array; sampleRate: number } | { id: number; error: string };

const IDLE_MS = 60_000;
const queue: Job[] = [];
let thread: { worker: Worker; ready: boolean; job?: Job; idleTimer?: NodeJS.Timeout } | undefined;
let nextId = 1;

/** The WAV as MP3, encoded off the event loop; rejects when it cannot be (the caller keeps the WAV). */
export function encodeNarrationMp3(wav: Buffer): Promise<EncodedNarration> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, wav, resolve, reject });
    pump();
  });
}

/** Stops the thread (tests); a narration being encoded is refused. */
export async function stopNarrationEncoder(): Promise<void> {
  const stopping = thread;
  thread = undefined;
  for (const job of queue.splice(0)) job.reject(new Error('the narration encoder stopped'));
  if (!stopping) return;
  stopping.job?.reject(new Error('the narration encoder stopped'));
  await stopping.worker.terminate();
}

function pump(): void {
  if (queue.length === 0) return;
  const current = thread ?? startThread();
  if (!current.ready || current.job) return;
  clearTimeout(current.idleTimer);
  const job = queue.shift()!;
  current.job = job;
  current.worker.ref();
  current.worker.postMessage({ id: job.id, wav: job.wav });
}

function startThread(): NonNullable<typeof thread> {
  const worker = new Worker(new URL('./narration-encoder-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const started: NonNullable<typeof thread> = { worker, ready: false };
  thread = started;
  worker.on('message', (reply: Reply) => {
    if ('ready' in reply) {
      started.ready = true;
      return pump();
    }
    const job = started.job;
    if (!job || reply.id !== job.id) return;
    started.job = undefined;
    if ('error' in reply) job.reject(new Error(`the narration could not be encoded: ${reply.error}`));
    else
      job.resolve({
        mp3: Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength),
        leadSeconds: MP3_LEAD_SAMPLES / reply.sampleRate,
      });
    idle(started);
    pump();
  });
  worker.on('error', (error) => failed(started, error));
  worker.on('exit', (code) => failed(started, new Error(`the narration encoder stopped (exit code ${code})`)));
  return started;
}

function idle(current: NonNullable<typeof thread>): void {
  if (queue.length > 0) return;
  // An idle thread must not keep the server (or a test run) alive.
  current.worker.unref();
  clearTimeout(current.idleTimer);
  current.idleTimer = setTimeout(() => {
    if (thread === current && !current.job) {
      thread = undefined;
      void current.worker.terminate();
    }
  }, IDLE_MS);
  current.idleTimer.unref();
}

function failed(current: NonNullable<typeof thread>, error: Error): void {
  if (thread === current) thread = undefined;
  clearTimeout(current.idleTimer);
  current.job?.reject(error);
  current.job = undefined;
  if (!current.ready) {
    // The thread could not even start: every waiting narration keeps its WAV rather than waiting forever.
    for (const job of queue.splice(0)) job.reject(error);
    return;
  }
  pump();
}
