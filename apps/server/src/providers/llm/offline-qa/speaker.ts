import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { LiveWeather, PlaceFacts } from '../../geo/place-facts';
import { createFormatter, type Formatter } from '../offline/format';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { placeVars, type Vars } from '../offline/place-vars';
import { renderTemplate } from '../offline/render-template';
import { localDay, skyVars } from '../offline/sky-vars';
import { resolveTimeZone } from '../offline/time-zones';
import { QA_PHRASES } from './phrases/all';
import type { LanguagePack } from '../offline/types';
import type { PhraseKey, QaPhrases, WeatherKind } from './types';

const packs = new Map<LanguageCode, LanguagePack>();

/** The composer's language pack, with this module's own inflections added. */
function packOf(language: LanguageCode): LanguagePack {
  let pack = packs.get(language);
  if (!pack) {
    const base = LANGUAGE_PACKS[language];
    pack = { ...base, forms: { ...base.forms, ...QA_PHRASES[language].forms } };
    packs.set(language, pack);
  }
  return pack;
}

/** Says an answer's sentences in one language, from the facts' slots; a sentence missing a fact is not said. */
export interface Speaker {
  language: LanguageCode;
  phrases: QaPhrases;
  facts: PlaceFacts | null;
  fmt: Formatter | null;
  vars: Vars;
  line(key: PhraseKey, extra?: Vars): string | null;
  list(items: readonly string[]): string;
}

export interface TourContext {
  tourName?: string;
  waypointIndex?: number;
}

export function createSpeaker(
  language: LanguageCode,
  facts: PlaceFacts | null,
  date: Date,
  tour: TourContext,
): Speaker {
  const pack = packOf(language);
  const phrases = QA_PHRASES[language];
  let fmt: Formatter | null = null;
  const vars: Vars = {};
  if (tour.tourName) vars.tour = tour.tourName;
  if (tour.waypointIndex !== undefined) vars.stop = String(tour.waypointIndex + 1);
  if (facts) {
    const zone = resolveTimeZone(undefined, facts.country.code, facts.lat, facts.lng);
    fmt = createFormatter(language, pack.lexicon, zone);
    Object.assign(
      vars,
      placeVars(facts, fmt, pack.lexicon),
      skyVars(facts.lat, facts.lng, date, zone, fmt, pack.lexicon),
    );
    if (zone) vars.now = fmt.time(date);
    if (facts.place.featureCode === 'PPLC') Object.assign(vars, { capital: '', capitalOf: facts.country.name });
    if (facts.weather)
      Object.assign(vars, weatherVars(facts.weather, language, phrases, localDay(date, facts.lng, zone)));
  }
  const context = { countryCode: facts?.country.code ?? '' };
  return {
    language,
    phrases,
    facts,
    fmt,
    vars,
    line(key, extra) {
      const templates = phrases.say[key];
      for (const template of typeof templates === 'string' ? [templates] : templates) {
        const rendered = renderTemplate(template, extra ? { ...vars, ...extra } : vars, pack, context);
        if (rendered) return rendered.text;
      }
      return null;
    },
    list(items) {
      // Korean lists read aloud with plain commas; Intl's "및" belongs to written prose.
      if (language === 'ko') return items.join(', ');
      return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
    },
  };
}

function weatherKind(code: number): WeatherKind {
  if (code <= 1) return 'clear';
  if (code === 2) return 'partly';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'storm';
  return 'rain';
}

function weatherVars(
  weather: LiveWeather,
  language: LanguageCode,
  phrases: QaPhrases,
  day: [number, number, number],
): Vars {
  const degrees = (value: number) => {
    const text = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'celsius',
      unitDisplay: 'long',
      maximumFractionDigits: 0,
    }).format(value);
    return language === 'ja' || language === 'zh' ? text.replace(/\s+/gu, '') : text;
  };
  const vars: Vars = {
    temp: degrees(weather.temperatureC),
    condition: phrases.weather[weatherKind(weather.weatherCode)],
    wsource: weather.source,
  };
  const today = `${day[0]}-${String(day[1] + 1).padStart(2, '0')}-${String(day[2]).padStart(2, '0')}`;
  const forecast = weather.daily.find((d) => d.date === today);
  if (forecast) Object.assign(vars, { min: degrees(forecast.minC), max: degrees(forecast.maxC) });
  return vars;
}
