import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/** Languages written without spaces between words or sentences. */
export const UNSPACED_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ja', 'zh']);

/**
 * Markdown and layout a model may slip into a spoken text, none of which a voice should read:
 * headings and rules are dropped, list and quote markers, emphasis and code marks removed, links
 * reduced to their words.
 */
export function cleanSpoken(text: string, language: LanguageCode): string {
  const joiner = UNSPACED_LANGUAGES.has(language) ? '' : ' ';
  return text
    .replace(/^[ \t]*#.*$/gmu, '')
    .replace(/^[ \t]*(?:[-*_=][ \t]*){3,}$/gmu, '')
    .replace(/^[ \t]*(?:>[ \t]*)+/gmu, '')
    .replace(/^[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+/gmu, '')
    .replace(/!?\[([^\]\n]*)\]\((?:[^)\n]*)\)/gu, '$1')
    .replace(/\*+|`+|~~|(?<![\p{L}\p{N}])__|__(?![\p{L}\p{N}])/gu, '')
    .replace(/\s*\n\s*/gu, joiner)
    .replace(/[ \t]{2,}/gu, ' ')
    .trim();
}

/** Drops a reasoning model's <think> block, which some OpenAI-compatible servers leave in the text. */
export function withoutThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?(?:<\/think>|$)/gu, '');
}
