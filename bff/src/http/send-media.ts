import type { ParameterizedContext } from 'koa';
import { contentEtag, type ByteRange, type MediaInfo, type OpenedMedia } from '../services/media-store.ts';

type ParsedRange = ByteRange | 'unsatisfiable' | undefined;

export interface MediaToSend {
  data: Buffer;
  contentType: string;
  modifiedAt?: Date;
}

/**
 * Answers a stored picture or narration with validators (ETag, Last-Modified: a browser revalidates with a 304) and
 * byte ranges (206 with Content-Range, 416 for a range outside the file), which `<audio>` needs
 * to seek. One range per request, as media elements ask; several ranges get the whole file.
 */
export function sendMedia(ctx: ParameterizedContext, media: MediaToSend): void {
  const { data } = media;
  const range = prepareAnswer(ctx, {
    size: data.length,
    contentType: media.contentType,
    etag: contentEtag(data),
    modifiedAt: media.modifiedAt,
  });
  if (range === 'done') return;
  ctx.body = range ? data.subarray(range.start, range.end + 1) : data;
}

/**
 * The same answer for media opened in a store: size and validators first, then the bytes or the
 * range the client wants (from S3 the whole object's GET streams through; see media-store.ts).
 */
export async function sendStoredMedia(ctx: ParameterizedContext, media: OpenedMedia): Promise<void> {
  let read = false;
  try {
    const range = prepareAnswer(ctx, media);
    if (range === 'done') return;
    ctx.length = range ? range.end - range.start + 1 : media.size;
    if (ctx.method === 'HEAD') return;
    read = true;
    ctx.body = await media.read(range);
    ctx.length = range ? range.end - range.start + 1 : media.size;
  } finally {
    // A bucket's answer fetched ahead and not sent would hold its connection.
    if (!read) media.close?.();
  }
}

/** Headers, 304 and 416; the range to send, none for the whole file, or 'done' when no body follows. */
function prepareAnswer(ctx: ParameterizedContext, media: MediaInfo): ByteRange | undefined | 'done' {
  const { etag, size } = media;
  ctx.set('X-Content-Type-Options', 'nosniff');
  // A picture may not run anything, even opened on its own.
  if (media.contentType === 'image/svg+xml')
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', etag);
  if (media.modifiedAt) ctx.set('Last-Modified', media.modifiedAt.toUTCString());
  ctx.type = media.contentType;

  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return 'done';
  }
  const range = rangeHeaderApplies(ctx, etag, media.modifiedAt) ? parseRange(ctx.get('range'), size) : undefined;
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return 'done';
  }
  if (!range) return undefined;
  ctx.status = 206;
  ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  return range;
}

/** If-Range: the range holds only while the file is the one the client has part of. */
function rangeHeaderApplies(ctx: ParameterizedContext, etag: string, modifiedAt: Date | undefined): boolean {
  if (!ctx.get('range')) return false;
  const ifRange = ctx.get('if-range');
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  return modifiedAt !== undefined && Date.parse(ifRange) >= Math.floor(modifiedAt.getTime() / 1000) * 1000;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 §14.1.2); anything else is ignored (whole file). */
export function parseRange(header: string, size: number): ParsedRange {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
}
