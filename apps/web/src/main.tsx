import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-config';
import { i18nReady } from './lib/i18n';
import './styles/tokens.css';
import './styles/global.css';
import './styles/components.css';
import './styles/consent.css';
// Small, and needed by the legal pages' pre-painted first screen before their code arrives.
import './styles/legal.css';
import { App } from './app/app';
import { routerReady } from './app/router';
import { queryClient } from './lib/query-client';
import { seedSession } from './lib/session';

// The signed-in user the server wrote into the page (decision 0249): in the cache before any render.
seedSession(queryClient);

// In English the first texts are fetched first (lib/i18n.ts), and a page whose code loads apart
// (the legal pages) is fetched too: the pre-painted screen shows meanwhile.
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task (the pre-painted screen stays until the commit).
void Promise.allSettled([i18nReady, routerReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
