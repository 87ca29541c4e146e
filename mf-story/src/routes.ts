import type { RemoteRoutesModule } from '@dreamweaver/web-kit';
import { HomePage } from './pages/HomePage.tsx';
import { SelectAudiencePage } from './pages/SelectAudiencePage.tsx';
import { SelectStoryTypePage } from './pages/SelectStoryTypePage.tsx';
import { PersonalizePage } from './pages/PersonalizePage.tsx';
import { GeneratingPage } from './pages/GeneratingPage.tsx';
import { StoryPage } from './pages/StoryPage.tsx';
import { TestAudioPage } from './pages/TestAudioPage.tsx';
import { StoryViewerTestPage } from './pages/StoryViewerTestPage.tsx';

// Exposed as `mf_story/routes`: one page per path this remote owns (see docs/frontend.md).
export const pages: RemoteRoutesModule<'mf_story'>['pages'] = {
  '/': HomePage,
  '/select-audience': SelectAudiencePage,
  '/select-story-type': SelectStoryTypePage,
  '/personalize': PersonalizePage,
  '/generating': GeneratingPage,
  '/story/:id': StoryPage,
  '/test-audio': TestAudioPage,
  '/story-viewer-test': StoryViewerTestPage,
};
