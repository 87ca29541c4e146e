import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pageText } from '@dreamweaver/contracts';
import { REMOTE_NAMES, REMOTE_ROUTES, Toaster, useI18n } from '@dreamweaver/web-kit';
import { StarryBackground } from './layout/StarryBackground.tsx';
import { Header } from './layout/Header.tsx';
import { Footer } from './layout/Footer.tsx';
import { RemoteArea } from './remotes/RemoteArea.tsx';
import { storyIdOf, storyQueryKey } from './remotes/first-screen.ts';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/**
 * On a story's page, the story's title once the page has loaded the story. The shell only watches
 * the page's own query (its key is the API's URL, as for every query): it never asks for the story itself.
 */
function useStoryTitle(pathname: string): string | undefined {
  const id = storyIdOf(pathname);
  const { data } = useQuery<{ title?: string | null }>({ queryKey: storyQueryKey(id ?? ''), enabled: false });
  return id && data?.title ? data.title : undefined;
}

// React Router matches paths case-insensitively unless a route sets caseSensitive,
// which gives the product's case-insensitive routes (/PRIVACY-POLICY works).
export function App() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const storyTitle = useStoryTitle(pathname);
  // Each page's own title and description (contracts/src/pages.ts), as the bff sent them with the
  // page, kept current when the visitor moves to another page or switches language; a story's
  // page is titled with the story's own title.
  useEffect(() => {
    const { title: pageTitle, description } = pageText(pathname, t);
    const title = storyTitle ? t('page.titleFormat', { brand: t('app.title'), page: storyTitle }) : pageTitle;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pathname, t, storyTitle]);

  return (
    <div className="shell">
      <StarryBackground />
      <a className="shell-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Routes>
          {REMOTE_NAMES.flatMap((remote) =>
            REMOTE_ROUTES[remote].map((path) => (
              <Route key={path} path={path} element={<RemoteArea key={remote} remote={remote} path={path} />} />
            )),
          )}
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
