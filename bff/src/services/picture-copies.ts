// A raster scene picture's smaller copies (generation/picture-sizes.ts makes them): where they are
// stored, which widths a scene has (scenes.image_widths), and the `srcset` that offers them.

/** The media key of a picture's copy `width` pixels wide, beside the picture: `…/scene-1-picture.png` → `…/scene-1-picture-480w.webp`. */
export function pictureCopyKey(key: string, width: number): string {
  return `${key.replace(/\.[^./]*$/, '')}-${width}w.webp`;
}

/**
 * The stored widths of a scene's picture (scenes.image_widths, JSON): its copies' and, last, the
 * picture's own, narrowest first. Undefined when there are none (an SVG, or a picture drawn
 * before copies were made) or the column does not hold such a list.
 */
export function parsePictureWidths(stored: string | null | undefined): number[] | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    const ok =
      Array.isArray(value) &&
      value.length > 1 &&
      value.every((w, i) => Number.isInteger(w) && w > 0 && (i === 0 || w > value[i - 1]));
    return ok ? (value as number[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The file names (the last part of their keys) of a picture's copies, by width; the picture's own width is not a copy. */
export function pictureCopyFiles(key: string, widths: number[]): Map<string, number> {
  const files = new Map<string, number>();
  for (const width of widths.slice(0, -1)) {
    const copy = pictureCopyKey(key, width);
    files.set(copy.slice(copy.lastIndexOf('/') + 1), width);
  }
  return files;
}
