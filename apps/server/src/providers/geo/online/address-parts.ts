import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/** What an online geocoder says about a position, in the requested language; any part may be missing. */
export interface AddressParts {
  /** The settlement: city, town or village. */
  locality: string | null;
  /** A part of it: suburb, borough, district. */
  district: string | null;
  /** First-level region: state, province, region. */
  region: string | null;
  countryName: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
}

export interface ForwardAnswer {
  lat: number;
  lng: number;
  name: string;
}

/** The wire side of an online geocoder: one adapter per service, no caching or fallback. */
export interface GeocodingService {
  readonly name: string;
  /** Credit for the facts, as the service's terms ask. */
  readonly source: string;
  /** null when the service has no address there (open sea). */
  reverse(lat: number, lng: number, language: LanguageCode): Promise<AddressParts | null>;
  forward(query: string, language: LanguageCode): Promise<ForwardAnswer | null>;
}

/** The first non-empty string among `values`. */
export function firstOf(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}
