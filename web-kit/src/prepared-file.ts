// Files the bff builds off the request's path (a story's book, an account's ZIP): until one is
// ready the server answers 202 with Retry-After; the browser asks again after that long and saves
// the file when it comes. One loop for every such download.

/** Seconds of a Retry-After header (delta-seconds), kept within 1 to 30; 3 when it says nothing usable. */
export function retryAfterMs(header: string | null): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : 3;
  return Math.min(30, Math.max(1, seconds)) * 1000;
}

/** The file name a Content-Disposition header gives (its UTF-8 form first), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* a malformed name: try the plain one */
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** Hands the browser a file to save, as a link to it clicked. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface PreparedFileWaiting {
  /** Called once, at the first 202: the file is being built. */
  onPreparing?: () => void;
  /** Waits for the given milliseconds (tests pass a quicker clock). */
  sleep?: (ms: number) => Promise<void>;
  /** Gives up after this long in all. */
  maxWaitMs: number;
  /** Stops asking (the dialog was closed). */
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for `path` until the file is ready, and saves it under the name the server gives (else
 * `fallbackName`); rejects when the server says no or the wait runs out.
 */
export async function downloadPreparedFile(
  path: string,
  fallbackName: string,
  { onPreparing, sleep = wait, maxWaitMs, signal }: PreparedFileWaiting,
): Promise<void> {
  let waited = 0;
  let told = false;
  for (;;) {
    const response = await fetch(path, { credentials: 'include', signal });
    if (response.status === 202) {
      if (!told) {
        told = true;
        onPreparing?.();
      }
      const ms = retryAfterMs(response.headers.get('retry-after'));
      if (waited + ms > maxWaitMs) throw new Error('the file was still being prepared when the wait ran out');
      await sleep(ms);
      signal?.throwIfAborted();
      waited += ms;
      continue;
    }
    if (!response.ok) throw new Error(`the download answered ${response.status}`);
    saveFile(
      await response.blob(),
      fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
    );
    return;
  }
}
