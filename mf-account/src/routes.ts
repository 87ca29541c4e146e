import type { RemoteRoutesModule } from '@dreamweaver/web-kit';
import { MyStoriesPage } from './pages/MyStoriesPage.tsx';

// Exposed as `mf_account/routes`: one page per path this remote owns (see docs/frontend.md).
export const pages: RemoteRoutesModule<'mf_account'>['pages'] = {
  '/my-stories': MyStoriesPage,
};
