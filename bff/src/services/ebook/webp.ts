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

/** A WebP picture as a PNG with the same pixels (alpha kept). */
export async function webpToPng(webp: Uint8Array): Promise<Buffer> {
  await decoder();
  // The decoder copies the bytes it is given into its own memory; it wants an ArrayBuffer of exactly the file.
  const image = await decodeWebp(webp.slice().buffer as ArrayBuffer);
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return Buffer.from(encodePng({ width: image.width, height: image.height, data, channels: 4, depth: 8 }));
}
