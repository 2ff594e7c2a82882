import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-config';
import './lib/i18n';
import './styles/global.css';
import './styles/components.css';
import './styles/consent.css';
// Small, and needed by the legal pages' pre-painted first screen before their code arrives.
import './styles/legal.css';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
