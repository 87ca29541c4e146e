import { encode as encodePng } from 'fast-png';

/** A `width` × `height` PNG of a colour gradient, as an image service might answer a picture. */
export function pngPicture(width: number, height: number): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([(x * 255) / width, (y * 255) / height, 120, 255], (y * width + x) * 4);
  return Buffer.from(encodePng({ width, height, data, channels: 4, depth: 8 }));
}
