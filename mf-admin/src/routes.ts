import type { RemoteRoutesModule } from '@dreamweaver/web-kit';
import { AdminDashboardPage } from './pages/AdminDashboardPage.tsx';

// Exposed as `mf_admin/routes`: one page per path this remote owns (see docs/frontend.md).
export const pages: RemoteRoutesModule<'mf_admin'>['pages'] = {
  '/admin': AdminDashboardPage,
};
