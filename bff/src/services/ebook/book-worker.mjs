// A book thread (book-pool.ts starts it): builds one book at a time, off the server's event loop.
// Plain JavaScript, so it starts under any runner; the builders are TypeScript, loaded through
// tsx's loader, registered here because a worker does not always inherit the parent's.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { buildBook } = await import('./book-build.ts');

parentPort.on('message', async ({ id, format, source }) => {
  try {
    const book = await buildBook(format, source);
    const data = new Uint8Array(book.buffer, book.byteOffset, book.byteLength);
    // The file's bytes are handed over, not copied, when the buffer is the file's own.
    const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
    parentPort.postMessage({ id, data }, own ? [data.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ ready: true });
