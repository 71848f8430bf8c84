/** The 10 UI and narration languages (SPEC §9). */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh', 'ko', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface Language {
  code: LanguageCode;
  /** The language's own name, as shown in the picker. */
  nativeName: string;
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for speech services. */
  speechTag: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr', speechTag: 'en-US' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', speechTag: 'es-ES' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr', speechTag: 'fr-FR' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr', speechTag: 'de-DE' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', speechTag: 'it-IT' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr', speechTag: 'pt-BR' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', speechTag: 'ja-JP' },
  { code: 'zh', nativeName: '中文', englishName: 'Chinese', dir: 'ltr', speechTag: 'zh-CN' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr', speechTag: 'ko-KR' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', speechTag: 'ar-SA' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function getLanguage(code: string): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]!;
}
