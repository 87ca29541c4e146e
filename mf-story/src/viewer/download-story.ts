import {
  buildStoryHtml,
  storyDownloadPath,
  storyFileName,
  type DownloadFormat,
  type ImageLoader,
  type StoryJson,
} from '@dreamweaver/contracts';

// Saving a story: the viewer asks the bff for the file (GET /api/stories/:id/download, where the
// paywall is applied and the files are built and kept). The viewer's test page (local scenes, no
// server) builds its web page in the browser with the same builder the bff uses
// (contracts/src/story-html.ts).

export { buildStoryHtml, storyFileName };

/** Fetches a picture (with the session cookie) and turns it into a data URL; null when it fails. */
const fetchImageAsDataUrl: ImageLoader = async (url) => {
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) return null;
    const blob = await res.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch (error) {
    console.info('[mf-story] picture left out of the download:', url, error);
    return null;
  }
};

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

export interface DownloadWaiting {
  /** Called once, at the first "being prepared" answer (202): the book is still being built. */
  onPreparing?: () => void;
  /** Waits for the given milliseconds (tests pass a quicker clock). */
  sleep?: (ms: number) => Promise<void>;
  /** Gives up after this long in all. Default 5 minutes. */
  maxWaitMs?: number;
  /** A recorded voice of the story to read the e-book in (the owner's choice in the viewer). */
  voiceId?: number;
}

/** Seconds of a Retry-After header (delta-seconds), kept within 1 to 30; 3 when it says nothing usable. */
export function retryAfterMs(header: string | null): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : 3;
  return Math.min(30, Math.max(1, seconds)) * 1000;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the story's file from the bff and saves it; rejects when the server says no. A book
 * (EPUB, PDF) is built off the server's request path: until it is ready the server answers 202
 * with Retry-After, and this asks again after that long, until the file comes.
 */
export async function downloadStoryFile(
  story: StoryJson,
  format: DownloadFormat,
  { onPreparing, sleep = wait, maxWaitMs = 5 * 60_000, voiceId }: DownloadWaiting = {},
): Promise<void> {
  let waited = 0;
  let told = false;
  for (;;) {
    const voice = format === 'epub' && voiceId ? voiceId : undefined;
    const response = await fetch(storyDownloadPath(story.id, format, voice), { credentials: 'include' });
    if (response.status === 202) {
      if (!told) {
        told = true;
        onPreparing?.();
      }
      const ms = retryAfterMs(response.headers.get('retry-after'));
      if (waited + ms > maxWaitMs) throw new Error('the file was still being prepared when the wait ran out');
      await sleep(ms);
      waited += ms;
      continue;
    }
    if (!response.ok) throw new Error(`download answered ${response.status}`);
    save(
      await response.blob(),
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
        storyFileName(story.title, story.id, format),
    );
    return;
  }
}

/** The test page's story as a web page, built in the browser (there is no server story to ask for). */
export async function downloadStory(story: StoryJson): Promise<void> {
  const html = await buildStoryHtml(story, fetchImageAsDataUrl);
  save(new Blob([html], { type: 'text/html;charset=utf-8' }), storyFileName(story.title, story.id));
}
