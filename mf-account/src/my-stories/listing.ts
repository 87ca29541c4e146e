import type { StoryJson } from '@dreamweaver/contracts';

// spec.md sections 2 and 5: a story is listed only when its first scene has an image that is
// not from a stock-photo host (placeholder art from the early days) and has not failed to load.
export const STOCK_PHOTO_HOSTS = ['unsplash.com', 'pexels.com', 'pixabay.com', 'shutterstock.com', 'istockphoto.com', 'gettyimages.com'];

/** Floating frames: up to 2, only while there are fewer than 10 stories, only on desktop (≥ 768 px). */
export const FLOATING_FRAMES_MAX = 2;
export const FLOATING_FRAMES_BELOW = 10;
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

export function isStockPhoto(url: string): boolean {
  let host: string;
  try {
    host = new URL(url, 'http://localhost').hostname.toLowerCase();
  } catch {
    return false;
  }
  return STOCK_PHOTO_HOSTS.some((stock) => host === stock || host.endsWith(`.${stock}`));
}

export function coverImage(story: Pick<StoryJson, 'scenes'>): string | null {
  const first = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber)[0];
  const url = first?.imageUrl?.trim();
  return url && !isStockPhoto(url) ? url : null;
}

export interface ListedStory {
  story: StoryJson;
  image: string;
}

export function listableStories(stories: StoryJson[], failedImages: ReadonlySet<string>): ListedStory[] {
  const listed: ListedStory[] = [];
  for (const story of stories) {
    const image = coverImage(story);
    if (image && !failedImages.has(story.id)) listed.push({ story, image });
  }
  return listed;
}

export function floatingFrames(listed: ListedStory[], desktop: boolean): ListedStory[] {
  if (!desktop || listed.length >= FLOATING_FRAMES_BELOW) return [];
  return listed.slice(0, FLOATING_FRAMES_MAX);
}

/** 'Created {short date}' in the interface language, e.g. "Nov 23, 2026" or "23. Nov. 2026". */
export function shortDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}
