import { lazy } from 'react';
import type { RemoteRoutesModule } from '@dreamweaver/web-kit';
import { HomePage } from './pages/HomePage.tsx';

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
  '/generating': lazy(() => import('./pages/GeneratingPage.tsx').then((m) => ({ default: m.GeneratingPage }))),
  // Named, so the bff can preload this chunk with a story's page (NAMED_CHUNKS_ASSETS, rspack.config.base.ts).
  '/story/:id': lazy(() =>
    import(/* webpackChunkName: "story-page" */ './pages/StoryPage.tsx').then((m) => ({ default: m.StoryPage })),
  ),
  '/invite': lazy(() => import('./pages/InvitePage.tsx').then((m) => ({ default: m.InvitePage }))),
  '/test-audio': lazy(() => import('./pages/TestAudioPage.tsx').then((m) => ({ default: m.TestAudioPage }))),
  '/story-viewer-test': lazy(() =>
    import('./pages/StoryViewerTestPage.tsx').then((m) => ({ default: m.StoryViewerTestPage })),
  ),
};
