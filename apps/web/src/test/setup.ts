import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../lib/i18n';

await initI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
