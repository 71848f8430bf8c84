import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@roamcast/shared/catalog/languages';

/**
 * How each UI language writes a number: the group and decimal marks, and how many digits the integer part
 * needs before it is grouped (Spanish and Italian write 2448 but 12.345). CLDR's values, as
 * `Intl.NumberFormat(language)` gives them with Latin digits; the tests hold this table to it.
 */
const MARKS: Record<LanguageCode, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ',', decimal: '.', groupFrom: 4 },
  es: { group: '.', decimal: ',', groupFrom: 5 },
  fr: { group: '\u202f', decimal: ',', groupFrom: 4 },
  de: { group: '.', decimal: ',', groupFrom: 4 },
  it: { group: '.', decimal: ',', groupFrom: 5 },
  pt: { group: '.', decimal: ',', groupFrom: 4 },
  ja: { group: ',', decimal: '.', groupFrom: 4 },
  zh: { group: ',', decimal: '.', groupFrom: 4 },
  ko: { group: ',', decimal: '.', groupFrom: 4 },
  ar: { group: ',', decimal: '.', groupFrom: 4 },
};

/** `value` to one decimal, half away from zero on the number as written ("1.15" -> "1.2"), as ICU rounds. */
function tenths(value: number): { whole: string; tenth: string } {
  const written = Math.abs(value).toString();
  if (written.includes('e')) {
    const [whole = '0', tenth = '0'] = Math.abs(value).toFixed(1).split('.');
    return { whole, tenth };
  }
  const [whole = '0', fraction = ''] = written.split('.');
  const rounded = BigInt(whole + (fraction[0] ?? '0')) + (Number(fraction[1] ?? '0') >= 5 ? 1n : 0n);
  const digits = rounded.toString().padStart(2, '0');
  return { whole: digits.slice(0, -1), tenth: digits.slice(-1) };
}

/**
 * A distance or other measure with at most one decimal, in the UI language's marks: what
 * `new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)` says. Written out because
 * the first NumberFormat a Chromium page makes loads ICU's number data, 45-70 ms of main thread on this
 * machine (four times that on a phone): on the shared tour page that one call was most of its blocking time.
 */
export function formatTenths(value: number, language: string): string {
  const marks = MARKS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
  const { whole, tenth } = tenths(value);
  const grouped = whole.length >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/gu, marks.group) : whole;
  const sign = value < 0 && (whole !== '0' || tenth !== '0') ? '-' : '';
  return `${sign}${grouped}${tenth === '0' ? '' : `${marks.decimal}${tenth}`}`;
}
