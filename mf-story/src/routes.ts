import { createElement, lazy, useState, type ComponentType } from 'react';
import type { RemotePage, RemoteRoutesModule } from '@dreamweaver/web-kit';
import { HomePage } from './pages/HomePage.tsx';

/**
 * A page in a chunk of its own that can be fetched ahead (`preload()`, RemotePage): mounted once
 * its code is there, it renders at once instead of suspending for a tick. Each mount keeps the way
 * it started, so a page that mounted through the lazy component is never remounted.
 */
function preloadablePage(load: () => Promise<ComponentType>): RemotePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((page) => ({ default: page })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when the module loads, never while rendering
  function Page() {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

// Exposed as `mf_story/routes`: one page per path this remote owns (see docs/frontend.md).
// The home page is the landing page, so it is in this module; every other page is a chunk of
// its own, fetched when its route is first rendered (the shell's Suspense shows the loading state).
export const pages: RemoteRoutesModule<'mf_story'>['pages'] = {
  '/': HomePage,
  '/select-audience': lazy(() =>
    import('./pages/SelectAudiencePage.tsx').then((m) => ({ default: m.SelectAudiencePage })),
  ),
  '/select-story-type': lazy(() =>
    import('./pages/SelectStoryTypePage.tsx').then((m) => ({ default: m.SelectStoryTypePage })),
  ),
  '/personalize': lazy(() => import('./pages/PersonalizePage.tsx').then((m) => ({ default: m.PersonalizePage }))),
  '/story-plan': lazy(() => import('./pages/StoryPlanPage.tsx').then((m) => ({ default: m.StoryPlanPage }))),
  '/generating': lazy(() => import('./pages/GeneratingPage.tsx').then((m) => ({ default: m.GeneratingPage }))),
  // Named, so the bff can preload this chunk with a story's page (NAMED_CHUNKS_ASSETS, rspack.config.base.ts);
  // preloadable, so the shell can replace a pre-rendered story page with this page itself.
  '/story/:id': preloadablePage(() =>
    import(/* webpackChunkName: "story-page" */ './pages/StoryPage.tsx').then((m) => m.StoryPage),
  ),
  '/invite': lazy(() => import('./pages/InvitePage.tsx').then((m) => ({ default: m.InvitePage }))),
  '/test-audio': lazy(() => import('./pages/TestAudioPage.tsx').then((m) => ({ default: m.TestAudioPage }))),
  '/story-viewer-test': lazy(() =>
    import('./pages/StoryViewerTestPage.tsx').then((m) => ({ default: m.StoryViewerTestPage })),
  ),
};
