// The one table of media types the bff reads and writes, by file extension: the media store, the
// scene media it serves, the build files' audio and video, the downloads and the e-books all ask
// it, so a type known in one place is known in all (a WebP picture is a picture everywhere).

const byExtension = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'video/webm',
  mp4: 'video/mp4',
  html: 'text/html; charset=utf-8',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
} as const satisfies Record<string, string>;

export type KnownExtension = keyof typeof byExtension;
export type MediaType = (typeof byExtension)[KnownExtension];
export type PictureType = Extract<MediaType, `image/${string}`>;

/** The extension of a key, path or file name, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The media type of an extension (with or without its dot), or undefined for one the bff does not know. */
export function mediaTypeOfExtension(extension: string): MediaType | undefined {
  const key = extension.replace(/^\./, '').toLowerCase();
  return Object.hasOwn(byExtension, key) ? byExtension[key as KnownExtension] : undefined;
}

/** The media type of a media key or file path by its extension. */
export function mediaTypeOf(name: string): MediaType | undefined {
  return mediaTypeOfExtension(extensionOf(name));
}

/** The usual extension of a media type (jpg for image/jpeg). */
export function extensionOfMediaType(type: string): KnownExtension | undefined {
  const bare = type.split(';')[0].trim().toLowerCase();
  return (Object.keys(byExtension) as KnownExtension[]).find(
    (extension) => byExtension[extension].split(';')[0] === bare,
  );
}

export function isPictureType(type: string | undefined): type is PictureType {
  return type?.startsWith('image/') === true;
}

/** A picture's type from its first bytes: PNG, JPEG, WebP or GIF; undefined for anything else. */
export function sniffPicture(data: Uint8Array): { contentType: PictureType; extension: KnownExtension } | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...data.subarray(start, end));
  if (data.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => data[i] === byte))
    return { contentType: 'image/png', extension: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(0, 4) === 'GIF8') return { contentType: 'image/gif', extension: 'gif' };
  return undefined;
}
