import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumePartnerReturn } from './app/partner-return';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { registerOfflineWorker } from './offline/register-worker';

// A partner sign-in return reloads the page; rendering first would only flash the old state.
if (!consumePartnerReturn()) {
  void initI18n().finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    registerOfflineWorker();
  });
}
