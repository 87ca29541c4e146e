import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import { encode as encodePng } from 'fast-png';

// The PDF builder (pdfkit) takes PNG and JPEG only, and a reading system need not show WebP
// (EPUB 3.2 lists it as no core type): a WebP picture goes into both books also as a PNG, decoded
// by libwebp compiled to WebAssembly (@jsquash/webp, the Squoosh codec) and written by a pure
// JavaScript PNG encoder (fast-png). No native module, no system tool. CPU work: it runs in a book
// thread (book-pool.ts).

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

/** Loads the decoder's WebAssembly from the package itself (its own loader would fetch() a file URL, which Node cannot). */
function decoder(): Promise<void> {
  ready ??= readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'))
    .then((wasm) => WebAssembly.compile(wasm))
    .then((module) => (initWebpDecoder as unknown as (module: WebAssembly.Module) => Promise<void>)(module));
  return ready;
}

/**
 * PNGs made lately, by their WebP's hash, bounded in bytes: a story's EPUB and PDF are built one
 * after the other in the same thread, and its preview's picture again in the paid books, so each
 * picture is decoded and encoded once rather than for every book.
 */
const recent = new Map<string, Buffer>();
const RECENT_BYTES = 64 * 1024 * 1024;
let recentBytes = 0;

function remember(key: string, png: Buffer): void {
  recent.set(key, png);
  recentBytes += png.length;
  for (const [oldest, kept] of recent) {
    if (recentBytes <= RECENT_BYTES) break;
    recent.delete(oldest);
    recentBytes -= kept.length;
  }
}

/** A WebP picture as a PNG with the same pixels (alpha kept). */
export async function webpToPng(webp: Uint8Array): Promise<Buffer> {
  const key = createHash('sha256').update(webp).digest('base64');
  const known = recent.get(key);
  if (known) {
    // Used again: the newest in the cache's order.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const png = await decodeToPng(webp);
  remember(key, png);
  return png;
}

async function decodeToPng(webp: Uint8Array): Promise<Buffer> {
  await decoder();
  // The decoder copies the bytes it is given into its own memory; it wants an ArrayBuffer of exactly the file.
  const image = await decodeWebp(webp.slice().buffer as ArrayBuffer);
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return Buffer.from(encodePng({ width: image.width, height: image.height, data, channels: 4, depth: 8 }));
}
