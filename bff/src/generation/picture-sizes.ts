import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { convertIndexedToRgb, decode as decodePng } from 'fast-png';
import { SCENE_PICTURE_WIDTHS } from '@dreamweaver/contracts';

// A raster picture (the OpenAI engine's PNG or WebP) at the sizes it is shown: smaller copies made
// once, when it is drawn, and stored beside it, so a phone fetches a picture about as wide as its
// screen instead of the 1024–1536 px original (the viewer's `srcset`, contracts' sceneImageSrcset).
// The copies are WebP, scaled by averaging the source pixels each target pixel covers (a box
// filter: sharp enough for a downscale, no ringing), by libwebp in WebAssembly (@jsquash/webp, the
// Squoosh codec the books already decode with) and fast-png. No native module, no system tool.
// SVG pictures (the offline engine's) stay vector: they get no copies.

const require = createRequire(import.meta.url);
type WasmInit = (module: WebAssembly.Module) => Promise<unknown>;
let decoderReady: Promise<unknown> | undefined;
let encoderReady: Promise<unknown> | undefined;

/** Loads a codec's WebAssembly from the package itself (its own loader would fetch() a file URL, which Node cannot). */
function loadCodec(file: string, init: WasmInit): Promise<unknown> {
  return readFile(require.resolve(file))
    .then((wasm) => WebAssembly.compile(wasm))
    .then((module) => init(module));
}

export interface Rgba {
  width: number;
  height: number;
  /** 4 bytes a pixel, rows top to bottom. */
  data: Uint8ClampedArray;
}

/** A decoded PNG of any colour type and depth as 8-bit RGBA. */
function pngToRgba(bytes: Uint8Array): Rgba {
  const png = decodePng(bytes);
  const { width, height } = png;
  const source = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? png.palette[0].length : png.channels;
  const shift = !png.palette && png.depth === 16 ? 8 : 0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const at = i * channels;
    const value = (c: number) => source[at + c] >> shift;
    const gray = channels <= 2;
    data[i * 4] = value(0);
    data[i * 4 + 1] = gray ? value(0) : value(1);
    data[i * 4 + 2] = gray ? value(0) : value(2);
    data[i * 4 + 3] = channels === 2 ? value(1) : channels === 4 ? value(3) : 255;
  }
  return { width, height, data };
}

async function webpToRgba(bytes: Uint8Array): Promise<Rgba> {
  decoderReady ??= loadCodec('@jsquash/webp/codec/dec/webp_dec.wasm', initWebpDecoder as unknown as WasmInit);
  await decoderReady;
  // The decoder wants an ArrayBuffer of exactly the file.
  const image = await decodeWebp(new Uint8Array(bytes).buffer as ArrayBuffer);
  return { width: image.width, height: image.height, data: image.data };
}

/** `image` scaled down to `width` (height in proportion): each target pixel the mean of the source area it covers. */
export function scaleDown(image: Rgba, width: number): Rgba {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = image.width / width;
  const sy = image.height / height;
  const sums = new Float64Array(4);
  for (let y = 0; y < height; y++) {
    const y0 = y * sy;
    const y1 = y0 + sy;
    for (let x = 0; x < width; x++) {
      const x0 = x * sx;
      const x1 = x0 + sx;
      sums.fill(0);
      let area = 0;
      for (let py = Math.floor(y0); py < Math.min(Math.ceil(y1), image.height); py++) {
        const wy = Math.min(py + 1, y1) - Math.max(py, y0);
        for (let px = Math.floor(x0); px < Math.min(Math.ceil(x1), image.width); px++) {
          const w = wy * (Math.min(px + 1, x1) - Math.max(px, x0));
          const at = (py * image.width + px) * 4;
          for (let c = 0; c < 4; c++) sums[c] += image.data[at + c] * w;
          area += w;
        }
      }
      for (let c = 0; c < 4; c++) out[(y * width + x) * 4 + c] = Math.round(sums[c] / area);
    }
  }
  return { width, height, data: out };
}

async function encodeToWebp(image: Rgba): Promise<Buffer> {
  encoderReady ??= loadCodec('@jsquash/webp/codec/enc/webp_enc.wasm', initWebpEncoder as unknown as WasmInit);
  await encoderReady;
  const data = { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData;
  return Buffer.from(await encodeWebp(data, { quality: 80 }));
}

/** A PNG or WebP picture's pixels; undefined for any other type, or one that cannot be decoded. */
export async function decodeRaster(contentType: string, bytes: Uint8Array): Promise<Rgba | undefined> {
  try {
    if (contentType === 'image/png') return pngToRgba(bytes);
    if (contentType === 'image/webp') return await webpToRgba(bytes);
  } catch {
    // not a picture we can read
  }
  return undefined;
}

/** A smaller copy of a picture: its width in pixels and its WebP bytes. */
interface PictureCopy {
  width: number;
  data: Buffer;
}

/** What a raster picture is made into: its own width, and its smaller copies (narrowest first). */
interface SizedPicture {
  width: number;
  copies: PictureCopy[];
}

/**
 * The smaller copies of a raster picture, one for each of SCENE_PICTURE_WIDTHS narrower than it;
 * undefined for a picture that is not PNG or WebP (SVG stays vector) or cannot be decoded.
 */
export async function sizedPicture(contentType: string, bytes: Uint8Array): Promise<SizedPicture | undefined> {
  const image = await decodeRaster(contentType, bytes);
  if (!image) return undefined; // not a picture we can read: shown as it is, without copies
  const copies: PictureCopy[] = [];
  for (const width of SCENE_PICTURE_WIDTHS.filter((w) => w < image.width)) {
    copies.push({ width, data: await encodeToWebp(scaleDown(image, width)) });
  }
  return { width: image.width, copies };
}
