import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Lexicon } from './types';

/** Numbers, units, times and dates as a narrator of `language` says them. */
export interface Formatter {
  number(value: number, fractionDigits?: number): string;
  /** A calendar year, without grouping: "2021", never "2,021". */
  year(value: number): string;
  /** Populations rounded as people say them: "about 7,200", "2.15 million". */
  population(value: number): string;
  km(value: number): string;
  meters(value: number): string;
  kmh(value: number): string;
  /** A measured speed, to the unit (kmh rounds to tens, for computed speeds). */
  speed(kmh: number): string;
  celsius(value: number): string;
  fahrenheit(value: number): string;
  millimeters(value: number): string;
  degrees(value: number, fractionDigits?: number): string;
  percent(share: number): string;
  days(count: number): string;
  seconds(count: number): string;
  minutes(count: number): string;
  duration(totalMinutes: number): string;
  time(moment: Date): string;
  date(moment: Date): string;
  weekday(moment: Date): string;
  /** The weekday of a calendar date (YYYY-MM-DD), wherever the listener's clock is. */
  dayName(isoDate: string): string;
}

const EAST_ASIAN: readonly LanguageCode[] = ['ja', 'zh', 'ko'];
/** Japanese and Chinese set numbers and units without spaces: "12キロメートル", "94天". */
const UNSPACED: readonly LanguageCode[] = ['ja', 'zh'];

/** Intl formatters are slow to build and immutable: one per locale and options, for the process. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function significant(value: number, digits: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - digits);
  return Math.round(value / scale) * scale;
}

export function createFormatter(language: LanguageCode, lexicon: Lexicon, timeZone: string | null): Formatter {
  const zone = timeZone ?? 'UTC';
  const tidy = (text: string) => (UNSPACED.includes(language) ? text.replace(/\s+/gu, '') : text);
  const unit = (name: string, value: number, fractionDigits = 0) =>
    tidy(
      numberFormat(language, {
        style: 'unit',
        unit: name,
        unitDisplay: 'long',
        maximumFractionDigits: fractionDigits,
      }).format(value),
    );
  const number = (value: number, fractionDigits = 0) =>
    numberFormat(language, { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 }).format(value);
  const clockParts = (moment: Date) => {
    const parts = dateFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(moment);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return { hour: part('hour') % 24, minute: part('minute') };
  };

  return {
    number,
    year: (value) => numberFormat(language, { useGrouping: false, maximumFractionDigits: 0 }).format(value),
    population(value) {
      if (value < 1000) return number(value);
      const compact = value >= 1_000_000 || (EAST_ASIAN.includes(language) && value >= 10_000);
      if (compact) {
        return numberFormat(language, {
          notation: 'compact',
          compactDisplay: 'long',
          maximumSignificantDigits: 3,
        }).format(value);
      }
      return number(significant(value, value < 100_000 ? 2 : 3));
    },
    km: (value) => unit('kilometer', value, value < 10 ? 1 : 0),
    meters: (value) => unit('meter', value, value < 10 ? 1 : 0),
    kmh: (value) => unit('kilometer-per-hour', Math.round(value / 10) * 10),
    speed: (value) => unit('kilometer-per-hour', Math.round(value)),
    // `|| 0`: a reading of -0.3 is "0 degrees", not "-0 degrees".
    celsius: (value) => unit('celsius', Math.round(value) || 0),
    fahrenheit: (value) => unit('fahrenheit', Math.round(value) || 0),
    millimeters: (value) => unit('millimeter', value, 1),
    degrees: (value, fractionDigits = 0) => unit('degree', value, fractionDigits),
    percent: (share) => numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share),
    days: (count) => unit('day', count),
    seconds: (count) => unit('second', count),
    minutes: (count) => unit('minute', count),
    duration(totalMinutes) {
      const rounded = Math.round(totalMinutes);
      const hours = Math.floor(rounded / 60);
      const minutes = rounded % 60;
      if (lexicon.duration) return lexicon.duration(hours, minutes);
      const parts = [hours ? unit('hour', hours) : '', minutes || !hours ? unit('minute', minutes) : ''].filter(
        Boolean,
      );
      return tidy(new Intl.ListFormat(language, { type: 'conjunction' }).format(parts));
    },
    time(exact) {
      // Clocks are read to the nearest minute, as almanacs print them (Intl would drop the seconds).
      const moment = new Date(Math.round(exact.getTime() / 60_000) * 60_000);
      if (lexicon.clock) {
        const { hour, minute } = clockParts(moment);
        return lexicon.clock(hour, minute);
      }
      return dateFormat(language, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(moment);
    },
    date: (moment) => dateFormat(language, { timeZone: zone, day: 'numeric', month: 'long' }).format(moment),
    weekday: (moment) => dateFormat(language, { timeZone: zone, weekday: 'long' }).format(moment),
    dayName: (isoDate) =>
      dateFormat(language, { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${isoDate}T12:00:00Z`)),
  };
}
