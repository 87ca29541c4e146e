import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@dreamweaver/web-kit';
import { registerRemotesFromServer } from './federation/remotes.ts';
import { remotePages } from './remotes/remote-pages.ts';
import { App } from './App.tsx';
import './styles.css';

await registerRemotesFromServer();

const root = document.getElementById('root')!;
// The bff sends the home page with its first screen pre-rendered (shell/scripts/prerender-home.ts).
// React's first render replaces that markup; waiting for the home page's code first means it is
// replaced by the same screen in the same place, not by a loading state (no jump, no flash, and
// never both copies at once). If mf_story cannot load, the app renders its fallback as usual.
if (root.querySelector('[data-prerendered="home"]')) {
  await remotePages('mf_story').catch(() => undefined);
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
