import type { LiveWeather } from '../../geo/place-facts';
import type { Formatter } from './format';
import type { Vars } from './place-vars';
import type { LiveBank, WeatherKind } from './types';

/** Below this the air is told as still rather than as a wind of so many km/h. */
export const CALM_KPH = 5;
/** A felt temperature this far from the measured one is worth saying. */
const FEELS_APART_C = 2;

/** WMO 4677 present-weather codes as Open-Meteo reports them; null for codes it does not use. */
export function weatherKind(code: number): WeatherKind | null {
  if (code === 0) return 'clear';
  if (code === 1) return 'mainlyClear';
  if (code === 2) return 'partlyCloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezingRain';
  if (code >= 50 && code <= 55) return 'drizzle';
  if (code === 65) return 'heavyRain';
  if (code >= 60 && code <= 64) return 'rain';
  if (code >= 70 && code <= 77) return 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code === 85 || code === 86) return 'snowShowers';
  if (code >= 95 && code <= 99) return 'thunderstorm';
  return null;
}

/** "Open-Meteo" from "Open-Meteo (open-meteo.com), CC BY 4.0": a credit as a narrator says it. */
export function spokenSource(source: string): string {
  return source.split(/\s*[(:,]/u)[0]!.trim() || source;
}

/** The weather's slots, each only when the reading has it. */
export function weatherVars(weather: LiveWeather, fmt: Formatter, live: LiveBank): Vars {
  const temperature = (celsius: number) =>
    live.fahrenheit ? `${fmt.celsius(celsius)} (${fmt.fahrenheit((celsius * 9) / 5 + 32)})` : fmt.celsius(celsius);
  const sky = (code: number) => {
    const kind = weatherKind(code);
    return kind ? live.sky[kind] : undefined;
  };
  const vars: Vars = { wSource: spokenSource(weather.source), wTemp: temperature(weather.temperatureC) };
  const setIf = (key: string, value: string | undefined) => {
    if (value !== undefined) vars[key] = value;
  };
  setIf('wSky', sky(weather.weatherCode));
  if (weather.windKph !== null && weather.windKph >= CALM_KPH) vars.wWind = fmt.speed(weather.windKph);
  const feels = weather.apparentTemperatureC;
  if (feels !== null && Math.abs(feels - weather.temperatureC) >= FEELS_APART_C) vars.wFeels = temperature(feels);
  if (weather.precipitationMm !== null && weather.precipitationMm >= 0.1) {
    vars.wRain = fmt.millimeters(weather.precipitationMm);
  }
  weather.daily.slice(0, 3).forEach((day, i) => {
    vars[`d${i}Day`] = fmt.dayName(day.date);
    vars[`d${i}High`] = temperature(day.maxC);
    vars[`d${i}Low`] = temperature(day.minC);
    setIf(`d${i}Sky`, sky(day.weatherCode));
  });
  return vars;
}
