import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import encode, { init } from '@jsquash/webp/encode.js';

// Real WebP pictures for tests, written by the same libwebp (WebAssembly) the books decode with.

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

/** A `width` x `height` WebP of a diagonal gradient (lossy), its first pixel row half transparent when `alpha`. */
export async function webpPicture(
  width = 80,
  height = 60,
  { alpha = false }: { alpha?: boolean } = {},
): Promise<Buffer> {
  ready ??= readFile(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm'))
    .then((wasm) => WebAssembly.compile(wasm))
    .then((module) => (init as unknown as (module: WebAssembly.Module) => Promise<void>)(module));
  await ready;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data.set([200, (x * 255) / width, (y * 255) / height, alpha && y === 0 ? 128 : 255], at);
    }
  }
  const image = { data, width, height, colorSpace: 'srgb' } as unknown as ImageData;
  return Buffer.from(await encode(image, { quality: 80 }));
}
