import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumePartnerReturn } from './app/partner-return';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import './index.css';

// A partner sign-in return reloads the page; rendering first would only flash the old state.
/** Resolves after the browser has painted a frame: the static landing in index.html shows first. */
const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (!consumePartnerReturn()) {
  void Promise.all([initI18n(), afterFirstPaint()]).finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
