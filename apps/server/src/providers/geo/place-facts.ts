import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { LandmarkHit, NearbyLandmark } from '../knowledge/landmarks/nearest-landmark';

/** A populated place from the gazetteer, as a narration may mention it. */
export interface GazetteerPlace {
  id: number;
  /** The name in the requested language where known, else the gazetteer's own name. */
  name: string;
  population: number | null;
  lat: number;
  lng: number;
  /** Distance from the listener, kilometres. */
  distanceKm: number;
  /** Compass direction from the listener to the place: N, NE, E, SE, S, SW, W, NW. */
  bearing: 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
  /**
   * GeoNames feature code: PPL, PPLA, PPLC, PPLX (a section of a city, also the districts of
   * geo/districts.json)...; LANDMARK for a landmark of the pack standing as the place.
   */
  featureCode: string;
}

/**
 * The grounding facts of a point on Earth, in one language: what the offline gazetteer knows,
 * and what an online knowledge source may add. Narrations are written from these and nothing else.
 */
export interface PlaceFacts {
  lat: number;
  lng: number;
  language: LanguageCode;
  /**
   * Where the listener is: the district or town whose disc holds them, else the landmark they stand at
   * (featureCode LANDMARK: Machu Picchu, Stonehenge; no population, no city), else the nearest town.
   */
  place: GazetteerPlace;
  /** The larger city the place belongs to (a neighbourhood of a big city is narrated as part of it); null when the place stands alone. */
  city: GazetteerPlace | null;
  /** First-level region (state, province...) in the requested language where the data has it; at a landmark, the landmark's own. */
  region: string | null;
  country: { code: string; name: string };
  /** Other towns around, nearest first, excluding place and city. */
  neighbours: GazetteerPlace[];
  /** A display name for the position, e.g. "Sausalito, California, United States". */
  displayName: string;
  /** Where these facts come from, for the narration's source record. */
  sources: string[];
  /**
   * The landmark the listener stands at (or within 300 m of), from the bundled landmark pack, when it
   * has a name in the language; the offline geocoder sets it, attachLandmark adds it to other answers.
   */
  landmark?: LandmarkHit;
  /**
   * Other landmarks of the pack within walking distance, nearest first, that have a name in the
   * narration's language: a story tells them after the place's own facts and before the city's.
   */
  nearby?: NearbyLandmark[];
  /** Extra facts from online knowledge (e.g. Wikipedia summaries), each a sentence or two with its source. */
  extracts?: Array<{ title: string; text: string; source: string }>;
  /** Live conditions from an online weather source; absent offline. */
  weather?: LiveWeather;
  /** Recent headlines or upcoming events near the place from an online source; absent offline. */
  headlines?: Array<{ title: string; url: string; source: string; published?: string }>;
  events?: Array<{ title: string; url: string; source: string; startsAt?: string; venue?: string }>;
}

export interface LiveWeather {
  temperatureC: number;
  apparentTemperatureC: number | null;
  /** WMO weather code (Open-Meteo) and its plain description in English. */
  weatherCode: number;
  windKph: number | null;
  precipitationMm: number | null;
  /** Next days: date (YYYY-MM-DD), min/max °C, WMO code. */
  daily: Array<{ date: string; minC: number; maxC: number; weatherCode: number }>;
  source: string;
  observedAt: string;
}
