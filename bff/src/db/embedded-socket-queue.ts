import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// PGlite is one PostgreSQL session; pglite-socket multiplexes every connection onto it, one
// protocol message at a time, and keeps a connection's messages together only while a transaction
// is open. A query with values is a batch of messages (Parse, Bind, Describe, Execute, Sync), and
// the unnamed statement that Parse makes lives until Sync: when another process's messages came in
// between (a batch split over two socket reads, on a busy machine or with a large value), its
// Parse replaced ours, and our Bind met its statement. With three `npm start` on one DATA_DIR a
// sign-in once answered 500 this way; it can as well run a statement with another's values.
// Upstream: electric-sql/pglite issue 1046 (open). This queue keeps a connection's batch whole:
// after a message that does not end a batch, or while a transaction is open, only the same
// connection's messages run. It also keeps serving after a message fails (upstream's stops).

/** Messages that continue an extended-query batch: Parse, Bind, Describe, Execute, Close, Flush. */
const BATCH_CONTINUES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((type) => type.charCodeAt(0)));
/** Sync: ends a batch a departed connection left unfinished (its answer is dropped). */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

interface Entry {
  handlerId: number;
  /** A protocol message to run, or none: the connection has gone, end what it left open. */
  message?: Uint8Array;
  onData?: (data: Uint8Array) => void;
  resolve: (size: number) => void;
  reject: (error: Error) => void;
}

/** The interface pglite-socket's handlers call (its own QueryQueueManager's). */
class WholeBatchQueue {
  private queue: Entry[] = [];
  private processing = false;
  /** The connection whose batch or transaction is open: only its messages run until it ends. */
  private holder: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (const entry of this.queue.filter((queued) => queued.handlerId === handlerId))
      entry.reject(new Error('Handler disconnected'));
    this.queue = this.queue.filter((queued) => queued.handlerId !== handlerId);
  }

  /** A connection has gone: whatever it left open (a batch, a transaction) is ended in its turn. */
  clearTransactionIfNeeded(handlerId: number): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ handlerId, resolve: () => resolve(), reject: () => resolve() });
      void this.process();
    });
  }

  private next(): Entry | undefined {
    if (this.holder === null) return this.queue.shift();
    const index = this.queue.findIndex((entry) => entry.handlerId === this.holder);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let entry = this.next(); entry; entry = this.next()) {
        try {
          entry.resolve(entry.message ? await this.run(entry) : await this.release(entry.handlerId));
        } catch (error) {
          entry.reject(error as Error);
        }
      }
    } finally {
      this.processing = false;
    }
  }

  private async run({ handlerId, message, onData }: Entry): Promise<number> {
    let size = 0;
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message!, {
        onRawData: (data) => {
          size += data.length;
          onData!(data);
        },
      }),
    );
    const open = BATCH_CONTINUES.has(message![0]) || this.db.isInTransaction();
    this.holder = open ? handlerId : null;
    return size;
  }

  private async release(handlerId: number): Promise<number> {
    if (this.holder !== handlerId) return 0;
    this.holder = null;
    if (this.db.closed) return 0;
    await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    return 0;
  }
}

/** Puts a WholeBatchQueue in place of the server's own queue, before it takes any connection. */
export function keepBatchesWhole(server: PGLiteSocketServer, db: PGlite): void {
  const internals = server as unknown as { queryQueue?: { enqueue?: unknown } };
  // The queue is pglite-socket's private field (the version is pinned in bff/package.json): a
  // release that renames it must fail here, not bring the interleaving back unnoticed.
  if (typeof internals.queryQueue?.enqueue !== 'function')
    throw new Error('pglite-socket has changed: its query queue cannot be replaced');
  internals.queryQueue = new WholeBatchQueue(db);
}
