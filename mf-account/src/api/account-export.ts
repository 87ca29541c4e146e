import { API_ROUTES } from '@dreamweaver/contracts';

// "Download my data": GET /api/auth/account/export answers 202 with Retry-After while the server
// builds the ZIP, then the ZIP itself; this asks again until it comes and saves it.

/** Seconds of a Retry-After header, kept within 1 to 30; 3 when it says nothing usable. */
function retryAfterMs(header: string | null): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : 3;
  return Math.min(30, Math.max(1, seconds)) * 1000;
}

/** The file name a Content-Disposition header gives (its UTF-8 form first), if any. */
function fileNameOf(header: string | null): string {
  const utf8 = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      /* a malformed name: the plain one */
    }
  }
  return (header && /filename="([^"]+)"/i.exec(header)?.[1]) || 'dreamweaver-data.zip';
}

function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export interface ExportWaiting {
  /** Called once, at the first 202: the ZIP is being built. */
  onPreparing?: () => void;
  sleep?: (ms: number) => Promise<void>;
  /** Gives up after this long in all. Default 10 minutes. */
  maxWaitMs?: number;
  /** Stops asking (the dialog was closed). */
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks for the account's ZIP until it is ready, and saves it; rejects when the server says no. */
export async function downloadMyData({
  onPreparing,
  sleep = wait,
  maxWaitMs = 10 * 60_000,
  signal,
}: ExportWaiting = {}): Promise<void> {
  let waited = 0;
  let told = false;
  for (;;) {
    const response = await fetch(API_ROUTES.auth.accountExport.path, { credentials: 'include', signal });
    if (response.status === 202) {
      if (!told) {
        told = true;
        onPreparing?.();
      }
      const ms = retryAfterMs(response.headers.get('retry-after'));
      if (waited + ms > maxWaitMs) throw new Error('the ZIP was still being prepared when the wait ran out');
      await sleep(ms);
      signal?.throwIfAborted();
      waited += ms;
      continue;
    }
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    save(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
    return;
  }
}
