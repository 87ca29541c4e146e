import type { MediaInfo } from './media-store.ts';

// Hot media (scene 1's pictures, the gallery's covers, the narration a reader is playing) are
// asked for again and again; from a bucket every answer costs a round trip. A process keeps the
// small ones it has read, bounded in bytes, least recently used first out. A write through this
// process forgets the key at once; another host's write is seen within `ttlMs` (media keys are
// written once per scene and rarely again: a retried narration or picture).

export interface CachedMedia extends MediaInfo {
  data: Buffer;
}

export interface MediaCacheOptions {
  /** All cached bytes together stay at or under this. */
  maxBytes: number;
  /** An object larger than this is never cached (old WAV narrations: streamed instead). */
  maxObjectBytes: number;
  ttlMs: number;
}

const defaultMediaCacheOptions: Readonly<MediaCacheOptions> = {
  maxBytes: 32 * 1024 * 1024,
  maxObjectBytes: 1024 * 1024,
  ttlMs: 60_000,
};

export class MediaCache {
  private readonly entries = new Map<string, { media: CachedMedia; until: number }>();
  private bytes = 0;

  constructor(readonly options: MediaCacheOptions = defaultMediaCacheOptions) {}

  /** Bytes held now (tests, diagnostics). */
  get size(): number {
    return this.bytes;
  }

  fits(size: number): boolean {
    return size <= this.options.maxObjectBytes && size <= this.options.maxBytes;
  }

  get(key: string): CachedMedia | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until < Date.now()) {
      this.bytes -= entry.media.data.length;
      return undefined;
    }
    // Map keeps insertion order: put back at the end, the most recently used.
    this.entries.set(key, entry);
    return entry.media;
  }

  set(key: string, media: CachedMedia): void {
    if (!this.fits(media.data.length)) return;
    this.forget(key);
    this.entries.set(key, { media, until: Date.now() + this.options.ttlMs });
    this.bytes += media.data.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.media.data.length;
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.media.data.length;
  }

  forgetFolder(folder: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(folder)) this.forget(key);
  }
}
