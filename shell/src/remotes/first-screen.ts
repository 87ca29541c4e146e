import { API_ROUTES, apiPath, matchPage } from '@dreamweaver/contracts';
import { queryClient } from '@dreamweaver/web-kit';
import { remotePages } from './remote-pages.ts';

/** The story's id on a story's page (/story/:id), else undefined. */
export function storyIdOf(pathname: string): string | undefined {
  if (matchPage(pathname) !== '/story/:id') return undefined;
  const segment = pathname.split('/').filter(Boolean)[1];
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A story's query key: the API's URL, as mf-story's storyQuery (mf-story/src/api/stories.ts) has it. */
export const storyQueryKey = (id: string) => [apiPath(API_ROUTES.stories.story, { id })];

/** How long the app's first render waits for the pre-rendered picture at most. */
const PICTURE_WAIT_MS = 3000;

/**
 * Before the app first renders over a pre-rendered page (shell/scripts/prerender.ts): what it needs
 * to render that very screen at once, so React replaces the markup with the same screen in the
 * same place, not with a loading state (no jump, no flash, never both copies at once). The home
 * page: mf_story's routes. A story's page: also the story page's code, the story's JSON in the
 * query cache (the page's own query then has it: the bff preloads it with the page, so this is
 * the one request) and the pre-rendered picture decoded, so the viewer's copy shows at once.
 * Never fails: whatever does not load renders as usual (the remote's fallback, the loading state).
 */
export async function prepareFirstScreen(root: HTMLElement): Promise<void> {
  const prerendered = root.querySelector<HTMLElement>('[data-prerendered]')?.dataset.prerendered;
  const id = prerendered === 'story' ? storyIdOf(window.location.pathname) : undefined;
  if (prerendered !== 'home' && !id) return;
  const routes = remotePages('mf_story');
  const waits: Promise<unknown>[] = [routes];
  if (id) {
    const picture = root.querySelector<HTMLImageElement>('img.viewer-image__img');
    waits.push(
      queryClient.prefetchQuery({ queryKey: storyQueryKey(id) }),
      routes.then(({ pages }) => pages['/story/:id'].preload?.()),
      Promise.race([picture?.decode(), new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]),
    );
  }
  await Promise.allSettled(waits);
}
