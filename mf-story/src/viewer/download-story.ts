import {
  buildStoryHtml,
  storyDownloadPath,
  storyFileName,
  type DownloadFormat,
  type ImageLoader,
  type StoryJson,
} from '@dreamweaver/contracts';
import { downloadPreparedFile, saveFile } from '@dreamweaver/web-kit';

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

/**
 * Fetches the story's file from the bff and saves it; rejects when the server says no. A book
 * (EPUB, PDF) is built off the server's request path: until it is ready the server answers 202
 * with Retry-After, and this asks again after that long, until the file comes.
 */
export async function downloadStoryFile(
  story: StoryJson,
  format: DownloadFormat,
  { onPreparing, sleep, maxWaitMs = 5 * 60_000, voiceId }: DownloadWaiting = {},
): Promise<void> {
  const voice = format === 'epub' && voiceId ? voiceId : undefined;
  await downloadPreparedFile(storyDownloadPath(story.id, format, voice), storyFileName(story.title, story.id, format), {
    onPreparing,
    sleep,
    maxWaitMs,
  });
}

/** The test page's story as a web page, built in the browser (there is no server story to ask for). */
export async function downloadStory(story: StoryJson): Promise<void> {
  const html = await buildStoryHtml(story, fetchImageAsDataUrl);
  saveFile(new Blob([html], { type: 'text/html;charset=utf-8' }), storyFileName(story.title, story.id));
}
