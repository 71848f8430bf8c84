import { currentLanguage } from '../i18n';

/**
 * `?language=` for a tour's reads: a famous tour keeps one set of stories per language and answers
 * with the listener's (issue 24). English is the server's default, so it is left out.
 */
export function listenerLanguageQuery(): string {
  const language = currentLanguage();
  return language === 'en' ? '' : `?language=${language}`;
}
