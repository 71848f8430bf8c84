import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../lib/i18n';

await initI18n();

// The web tests share two cores with the server's: a screen's first render (its lazy parts loaded) can
// take over the default second there, which failed a findBy in CI that passes alone in 0.3 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
