import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  getLanguage,
  isLanguageCode,
  type LanguageCode,
} from '@roamcast/shared/catalog/languages';
import en from '../locales/en.json';
import { readStorage, writeStorage } from './storage';

// English ships with the app; every other catalogue is its own chunk, fetched only when chosen.
const localeLoaders = import.meta.glob<{ default: ResourceKey }>(['../locales/*.json', '!../locales/en.json']);

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language === 'en') return callback(null, en);
    const load = localeLoaders[`../locales/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export function storedLanguage(): LanguageCode {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored && isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Sets <html lang dir> so Arabic mirrors the layout and screen readers pick the right voice. */
function applyDocumentLanguage(code: string): void {
  const language = getLanguage(code);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

let ready: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  if (ready) return ready;
  const language = storedLanguage();
  applyDocumentLanguage(language);
  i18n.on('languageChanged', applyDocumentLanguage);
  ready = i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'languageOnly',
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return ready;
}

/** Switches the UI language (loading its catalogue first) and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeStorage(STORAGE_KEYS.language, code);
  await i18n.changeLanguage(code);
}

export function currentLanguage(): LanguageCode {
  const active = i18n.resolvedLanguage ?? i18n.language;
  return active && isLanguageCode(active) ? active : DEFAULT_LANGUAGE;
}

export { i18n };
