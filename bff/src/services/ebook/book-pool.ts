import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { BookFormat } from './book-build.ts';
import type { BookSource } from './book-media.ts';

// Books are built in a small pool of worker threads, never on the server's event loop: a PDF takes
// seconds of CPU and an EPUB's narration is encoded to MP3 in the same build, so the one bound
// covers both. At most `threads` builds run at once in the whole process (one by default: the
// machine's other core serves requests); the rest wait in order. Threads start when there is work
// and stop after a quiet minute.

export interface BookPoolOptions {
  /** Builds at once (threads). Default 1. */
  threads?: number;
  /** A thread with nothing to do this long is stopped. */
  idleMs?: number;
}

interface Job {
  id: number;
  format: BookFormat;
  source: BookSource;
  resolve(data: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  job?: Job;
  idleTimer?: NodeJS.Timeout;
}

/** Emits 'start' and 'end' (with the format) around each build, so a caller can see what runs. */
export class BookPool extends EventEmitter {
  readonly threads: number;
  private readonly idleMs: number;
  private readonly idle: Thread[] = [];
  private readonly busy = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor({ threads = 1, idleMs = 60_000 }: BookPoolOptions = {}) {
    super();
    this.threads = Math.max(1, Math.floor(threads));
    this.idleMs = idleMs;
  }

  /** Builds running now. */
  get running(): number {
    return this.busy.size;
  }

  /** Builds waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  build(format: BookFormat, source: BookSource): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the book pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, format, source, resolve, reject });
      this.pump();
    });
  }

  /**
   * Starts a thread now when none is running or waiting, so the next build does not pay for
   * starting one (loading the builders takes a second or two on a busy machine). It stops after
   * the usual quiet time if no build comes.
   */
  warm(): void {
    if (this.closed || this.idle.length > 0 || this.busy.size > 0) return;
    this.release(this.startThread());
  }

  /** Stops every thread; builds not finished are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the book pool is closed'));
    const threads = [...this.idle.splice(0), ...this.busy];
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0 && this.busy.size < this.threads) {
      const thread = this.idle.pop() ?? this.startThread();
      clearTimeout(thread.idleTimer);
      const job = this.queue.shift()!;
      thread.job = job;
      this.busy.add(thread);
      // A running build keeps the process alive; an idle thread does not.
      thread.worker.ref();
      this.emit('start', job.format);
      thread.ready.then(
        () => thread.worker.postMessage({ id: job.id, format: job.format, source: job.source }),
        () => undefined, // the thread failed to start: its 'error' handler rejects the job
      );
    }
  }

  private startThread(): Thread {
    const worker = new Worker(new URL('./book-worker.mjs', import.meta.url), {
      // A bound on each thread's heap: a book that needs more fails alone, the server stays.
      resourceLimits: { maxOldGenerationSizeMb: 768 },
    });
    let markReady!: () => void;
    let failStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    const thread: Thread = { worker, ready };
    thread.ready.catch(() => undefined);
    worker.on('message', (message: { ready?: true; id?: number; data?: Uint8Array; error?: string }) => {
      if (message.ready) return markReady();
      const job = thread.job;
      if (!job || message.id !== job.id) return;
      this.finish(thread);
      if (message.error !== undefined) job.reject(new Error(`the book could not be built: ${message.error}`));
      else job.resolve(Buffer.from(message.data!.buffer, message.data!.byteOffset, message.data!.byteLength));
      this.release(thread);
    });
    const fail = (error: Error) => {
      failStart(error);
      const job = thread.job;
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      if (job) {
        this.finish(thread);
        job.reject(error);
      }
      this.busy.delete(thread);
      clearTimeout(thread.idleTimer);
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the book thread stopped (exit code ${code})`)));
    return thread;
  }

  private finish(thread: Thread): void {
    const job = thread.job;
    thread.job = undefined;
    this.busy.delete(thread);
    if (job) this.emit('end', job.format);
  }

  private release(thread: Thread): void {
    if (this.closed) return;
    thread.worker.unref();
    this.idle.push(thread);
    thread.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(thread);
      if (at >= 0) this.idle.splice(at, 1);
      void thread.worker.terminate();
    }, this.idleMs);
    thread.idleTimer.unref();
    this.pump();
  }
}

let shared: BookPool | undefined;

/** The process's one pool: every download and every build ahead goes through it. */
export function bookPool(): BookPool {
  return (shared ??= new BookPool());
}
