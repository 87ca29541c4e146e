import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { encode as encodePng } from 'fast-png';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { SCENE_COVER_SIZE } from '@dreamweaver/contracts';
import { decodeRaster, scaleDown, type Rgba } from '../generation/picture-sizes.ts';
import { svgTextToOutlines } from './ebook/svg-text-outlines.ts';
import type { MediaStore, OpenedMedia } from './media-store.ts';

// A scene picture as a square PNG (SceneJson.imageCoverUrl): the artwork a phone's lock screen
// shows for the story (the viewer's Media Session). The offline engine's pictures are SVG, which a
// lock screen may not draw. Made when first asked for, then kept in the media store beside the
// picture, so the picture's own access rules (the sceneFile route) guard it too and it is made once.
// SVG is drawn by resvg in WebAssembly (@resvg/resvg-wasm: no native module, no system tool), its
// few letters outlined in the book's font first (it has no fonts of its own); PNG and WebP are
// decoded as their smaller copies are (picture-sizes.ts). The middle square is kept.

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/nunito/LICENSE')), 'files');
const FONTS = {
  regular: path.join(fontDir, 'nunito-latin-400-normal.woff'),
  bold: path.join(fontDir, 'nunito-latin-800-normal.woff'),
};

let resvgReady: Promise<void> | undefined;
const loadResvg = () =>
  (resvgReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)));

/** The media key of a picture's square PNG, beside it: `…/scene-1-picture.svg` → `…/scene-1-picture-512x512.png`. */
export function pictureCoverKey(key: string): string {
  return `${key.replace(/\.[^./]*$/, '')}-${SCENE_COVER_SIZE}x${SCENE_COVER_SIZE}.png`;
}

/** The middle square of `image`. */
function middleSquare(image: Rgba): Rgba {
  const side = Math.min(image.width, image.height);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    const from = ((top + y) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + side * 4), y * side * 4);
  }
  return { width: side, height: side, data };
}

/** An SVG drawn with its shorter side SCENE_COVER_SIZE pixels. */
async function drawSvg(svg: string): Promise<Rgba> {
  await loadResvg();
  const outlined = svgTextToOutlines(svg, FONTS);
  const measured = new Resvg(outlined);
  const portrait = measured.height > measured.width;
  measured.free();
  const fitTo = { mode: portrait ? 'width' : 'height', value: SCENE_COVER_SIZE } as const;
  const drawn = new Resvg(outlined, { fitTo }).render();
  const image = { width: drawn.width, height: drawn.height, data: new Uint8ClampedArray(drawn.pixels) };
  drawn.free();
  return image;
}

/**
 * A picture (SVG, PNG or WebP) as a PNG of its middle square, SCENE_COVER_SIZE pixels a side;
 * undefined for a picture that cannot be read.
 */
export async function squareCover(contentType: string, bytes: Buffer): Promise<Buffer | undefined> {
  let image: Rgba | undefined;
  try {
    image =
      contentType === 'image/svg+xml' ? await drawSvg(bytes.toString('utf8')) : await decodeRaster(contentType, bytes);
  } catch {
    return undefined;
  }
  if (!image) return undefined;
  const square = middleSquare(image);
  const sized = square.width === SCENE_COVER_SIZE ? square : scaleDown(square, SCENE_COVER_SIZE);
  return Buffer.from(encodePng({ width: sized.width, height: sized.height, data: sized.data, channels: 4, depth: 8 }));
}

// One picture is drawn at a time: each takes a tenth of a second of a core, and a burst of new
// stories' lock screens must not take the server's. A cover being made is made once.
let queue: Promise<unknown> = Promise.resolve();
const making = new Map<string, Promise<void>>();

/**
 * The square PNG of the picture at `pictureKey`, from the store, made and stored first if it is not
 * there yet; undefined when the picture is gone or cannot be read.
 */
async function openPictureCover(media: MediaStore, pictureKey: string): Promise<OpenedMedia | undefined> {
  const key = pictureCoverKey(pictureKey);
  const kept = await media.open(key);
  if (kept) return kept;
  let made = making.get(key);
  if (!made) {
    const make = async () => {
      const picture = await media.get(pictureKey);
      const png = picture && (await squareCover(picture.contentType, picture.data));
      if (png) await media.put(key, png);
    };
    made = queue.then(make).finally(() => making.delete(key));
    queue = made.catch(() => undefined);
    making.set(key, made);
  }
  await made;
  return media.open(key);
}

/** Opens a scene's file `key`; the square PNG of its picture `pictureKey` is made first if it is not there yet. */
export function openSceneFile(
  media: MediaStore,
  key: string,
  pictureKey: string | null | undefined,
): Promise<OpenedMedia | undefined> {
  return pictureKey && key === pictureCoverKey(pictureKey) ? openPictureCover(media, pictureKey) : media.open(key);
}
