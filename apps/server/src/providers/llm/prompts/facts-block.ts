import type { GazetteerPlace, LiveWeather, PlaceFacts } from '../../geo/place-facts';
import { describeWeatherCode } from './wmo-codes';
import { describeLandmark, describeNearby, landmarkSource } from '../../knowledge/landmarks/describe-landmark';
import type { DatedPopulation } from '../offline/place-vars';
import { describeTown, latestPopulation, townSources } from '../../knowledge/towns/describe-town';
import { townOf } from '../../knowledge/towns/load-towns';

const MAX_NEIGHBOURS = 8;
const MAX_NEARBY = 4;
const MAX_LIVE_ITEMS = 8;

const FEATURE_KINDS: Record<string, string> = {
  PPLC: 'national capital',
  PPLA: 'regional capital',
  PPLA2: 'county or district seat',
  PPLA3: 'local administrative seat',
  PPLA4: 'local administrative seat',
  PPLX: 'a section of a larger city',
};

/** The gazetteer's populations carry no year, so a place is described without one. */
function describePlace(place: GazetteerPlace): string {
  const kind = FEATURE_KINDS[place.featureCode];
  return kind ? `${place.name} (${kind})` : place.name;
}

/** A population is handed over only with the year of its count and its source. */
function describePopulation(place: GazetteerPlace, population: DatedPopulation | undefined): string {
  if (!population) return `Population: no dated count is known; state no population figure.`;
  const figure = population.value.toLocaleString('en-US');
  return `Population of ${place.name}: about ${figure} in ${population.year} (source: ${population.source}); say the year with it.`;
}

/** Gazetteer points are town centres: a listener 4 km from "Paris" may well be in Paris. */
function whereFrom(place: GazetteerPlace): string {
  const km = place.distanceKm;
  return km < 0.5 ? 'its centre is right here' : `its centre is ${km.toFixed(1)} km ${place.bearing} of the listener`;
}

function coordinates(lat: number, lng: number): string {
  return `${Math.abs(lat).toFixed(5)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(5)}° ${lng >= 0 ? 'E' : 'W'}`;
}

function describeWeather(weather: LiveWeather): string[] {
  const now = [
    `${Math.round(weather.temperatureC)} °C`,
    weather.apparentTemperatureC === null ? undefined : `feels like ${Math.round(weather.apparentTemperatureC)} °C`,
    describeWeatherCode(weather.weatherCode),
    weather.windKph === null ? undefined : `wind ${Math.round(weather.windKph)} km/h`,
    weather.precipitationMm === null ? undefined : `precipitation ${weather.precipitationMm} mm`,
  ].filter(Boolean);
  const days = weather.daily.map(
    (day) =>
      `- ${day.date}: ${Math.round(day.minC)} to ${Math.round(day.maxC)} °C, ${describeWeatherCode(day.weatherCode)}`,
  );
  return [
    `Live weather (${weather.source}, observed ${weather.observedAt}): ${now.join(', ')}.`,
    ...(days.length ? ['Forecast for the next days:', ...days] : []),
  ];
}

/**
 * The grounding facts as plain lines for a prompt: the model may use these and nothing invented.
 * `population` is the place's dated count (a town pack's fact), when there is one.
 */
export function describeFacts(facts: PlaceFacts, population?: DatedPopulation): string {
  const town = townOf(facts);
  const counted = population ?? (town && latestPopulation(town));
  const lines = [
    `Listener's position: ${coordinates(facts.lat, facts.lng)}`,
    `The listener is in or near ${describePlace(facts.place)}; ${whereFrom(facts.place)}`,
    describePopulation(facts.city ?? facts.place, counted),
  ];
  if (facts.landmark) lines.push(...describeLandmark(facts.landmark));
  // The landmarks within walking distance, as the offline story tells them: after the place's own.
  const nearby = (facts.nearby ?? []).slice(0, MAX_NEARBY);
  if (nearby.length) lines.push('Within walking distance:', ...nearby.flatMap(describeNearby));
  if (town) lines.push(...describeTown(town));
  if (facts.city) lines.push(`That is part of the city of ${describePlace(facts.city)}; ${whereFrom(facts.city)}`);
  if (facts.region) lines.push(`Region: ${facts.region}`);
  lines.push(`Country: ${facts.country.name} (${facts.country.code})`);
  const neighbours = facts.neighbours.slice(0, MAX_NEIGHBOURS);
  if (neighbours.length) {
    lines.push('Nearby towns:', ...neighbours.map((n) => `- ${describePlace(n)}; ${whereFrom(n)}`));
  }
  if (facts.extracts?.length) {
    lines.push('Background:', ...facts.extracts.map((e) => `- ${e.title}: ${e.text.trim()} (source: ${e.source})`));
  }
  if (facts.weather) lines.push(...describeWeather(facts.weather));
  if (facts.headlines?.length) {
    const items = facts.headlines.slice(0, MAX_LIVE_ITEMS);
    lines.push(
      'Recent local headlines:',
      ...items.map((h) => `- ${h.title} (${[h.source, h.published].filter(Boolean).join(', ')})`),
    );
  }
  if (facts.events?.length) {
    const items = facts.events.slice(0, MAX_LIVE_ITEMS);
    lines.push(
      'Upcoming events:',
      ...items.map((e) => `- ${[e.title, e.venue, e.startsAt].filter(Boolean).join(', ')} (${e.source})`),
    );
  }
  return lines.join('\n');
}

/** Where the facts came from, for the narration's source record. */
export function factSources(facts: PlaceFacts, population?: DatedPopulation): string[] {
  const town = townOf(facts);
  return [
    ...new Set([
      ...facts.sources,
      ...(population ? [population.source] : []),
      ...(facts.landmark ? [landmarkSource(facts.landmark.landmark)] : []),
      ...(facts.nearby ?? []).slice(0, MAX_NEARBY).map((near) => landmarkSource(near.landmark)),
      ...(town ? townSources(town) : []),
      ...(facts.extracts ?? []).map((e) => e.source),
      ...(facts.weather ? [facts.weather.source] : []),
      ...(facts.headlines ?? []).slice(0, MAX_LIVE_ITEMS).map((h) => h.source),
      ...(facts.events ?? []).slice(0, MAX_LIVE_ITEMS).map((e) => e.source),
    ]),
  ];
}
