import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumePartnerReturn } from './app/partner-return';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { initI18n } from './lib/i18n';
import { registerOfflineWorker } from './offline/register-worker';

/** The rest of the work in a task of its own, so no single task holds a slow phone's main thread long. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A partner sign-in return reloads the page; rendering first would only flash the old state.
if (!consumePartnerReturn()) {
  // The language and the screen being opened load together, and the first render is that screen: the
  // static first paint stays until it replaces it (a failed screen load shows the error screen then).
  const screenLoaded = preloadScreen(window.location.pathname).catch(() => undefined);
  void Promise.all([initI18n(), screenLoaded])
    .then(nextTask)
    .finally(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      registerOfflineWorker();
    });
}
