import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@dreamweaver/web-kit';
import { registerRemotesFromServer } from './federation/remotes.ts';
import { prepareFirstScreen } from './remotes/first-screen.ts';
import { App } from './App.tsx';
import './styles.css';

await registerRemotesFromServer();

const root = document.getElementById('root')!;
// The bff sends the home page and a story's page with their first screen pre-rendered
// (shell/scripts/prerender.ts). React's first render replaces that markup: with what that screen
// needs loaded first, it is replaced by the same screen (first-screen.ts).
await prepareFirstScreen(root);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
