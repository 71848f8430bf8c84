import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import type { LiveWeather } from '../geo/place-facts';

export const OPEN_METEO_SOURCE = 'Open-Meteo (open-meteo.com), CC BY 4.0';

export interface OpenMeteoOptions {
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
}

interface ForecastResponse {
  utc_offset_seconds?: number;
  current?: {
    time?: string;
    temperature_2m?: number;
    apparent_temperature?: number | null;
    weather_code?: number;
    wind_speed_10m?: number | null;
    precipitation?: number | null;
  };
  daily?: { time?: string[]; weather_code?: number[]; temperature_2m_max?: number[]; temperature_2m_min?: number[] };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const orNull = (value: unknown) => (isNumber(value) ? value : null);

/** Current conditions and three days of forecast (today first), in °C and km/h, local dates. */
export async function fetchWeather(lat: number, lng: number, options: OpenMeteoOptions): Promise<LiveWeather> {
  const params = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lng),
    current: 'temperature_2m,apparent_temperature,weather_code,wind_speed_10m,precipitation',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min',
    timezone: 'auto',
    forecast_days: '3',
  });
  const body = (await fetchJson(`${options.baseUrl.replace(/\/$/, '')}/v1/forecast?${params}`, {
    headers: { 'user-agent': userAgent(options.contact) },
    timeoutMs: options.timeoutMs,
  })) as ForecastResponse;
  const current = body.current;
  if (!current || !isNumber(current.temperature_2m) || !isNumber(current.weather_code) || !current.time) {
    throw new OnlineSourceError('open-meteo: no current conditions in the answer');
  }
  const d = body.daily ?? {};
  const daily = (d.time ?? []).flatMap((date, i) => {
    const [minC, maxC, weatherCode] = [d.temperature_2m_min?.[i], d.temperature_2m_max?.[i], d.weather_code?.[i]];
    return isNumber(minC) && isNumber(maxC) && isNumber(weatherCode) ? [{ date, minC, maxC, weatherCode }] : [];
  });
  return {
    temperatureC: current.temperature_2m,
    apparentTemperatureC: orNull(current.apparent_temperature),
    weatherCode: current.weather_code,
    windKph: orNull(current.wind_speed_10m),
    precipitationMm: orNull(current.precipitation),
    daily,
    source: OPEN_METEO_SOURCE,
    observedAt: utcOf(current.time, body.utc_offset_seconds ?? 0),
  };
}

/** Open-Meteo gives local wall-clock time ("2026-06-21T14:00") with the offset beside it. */
function utcOf(localTime: string, offsetSeconds: number): string {
  const wall = Date.parse(`${localTime}Z`);
  if (!Number.isFinite(wall)) throw new OnlineSourceError(`open-meteo: unreadable time ${localTime}`);
  return new Date(wall - offsetSeconds * 1000).toISOString();
}
