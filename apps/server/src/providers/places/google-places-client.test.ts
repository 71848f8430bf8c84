import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGooglePlacesClient, PlaceNotFoundError } from './google-places-client';
import { UpstreamError } from './fetch-with-retry';
import { solidPng, startGooglePlacesStandIn, type GooglePlacesStandIn } from '../../../test/stand-ins/google-places';
import { FERRY_BUILDING, FERRY_BUILDING_ID } from './place-fixtures';

const png = solidPng(3, 2, [200, 40, 40]);
let google: GooglePlacesStandIn;
beforeAll(async () => {
  google = await startGooglePlacesStandIn({
    apiKey: 'server-key',
    places: { [FERRY_BUILDING_ID]: FERRY_BUILDING },
    photos: { AWU5eFhPhotoRefOne_abc: { bytes: png, contentType: 'image/png' } },
  });
});
afterAll(() => google.close());

const client = (apiKey = 'server-key', timeoutMs = 2000) =>
  createGooglePlacesClient({ apiKey, baseUrl: google.baseUrl, timeoutMs, retryDelayMs: 10 });

describe('Google Places client', () => {
  it('asks the classic Details endpoint for our fields, language and key, and maps the answer', async () => {
    const fetched = await client().details(FERRY_BUILDING_ID, 'fr');
    const sent = google.requests.at(-1)!;
    expect(sent.pathname).toBe('/maps/api/place/details/json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      place_id: FERRY_BUILDING_ID,
      fields:
        'name,rating,user_ratings_total,price_level,formatted_address,opening_hours,formatted_phone_number,website,photos,reviews,geometry,types',
      language: 'fr',
      key: 'server-key',
    });
    expect(fetched.openNow).toBe(true);
    expect(fetched.details).toEqual({
      place_id: FERRY_BUILDING_ID,
      name: 'Ferry Building',
      rating: 4.7,
      user_ratings_total: 38012,
      price_level: 2,
      formatted_address: '1 Ferry Building, San Francisco, CA 94111, USA',
      opening_hours: { weekday_text: FERRY_BUILDING.opening_hours.weekday_text },
      formatted_phone_number: '(415) 983-8030',
      website: 'https://www.ferrybuildingmarketplace.com/',
      photoReferences: ['AWU5eFhPhotoRefOne_abc-123', 'AWU5eFhPhotoRefTwo_def-456'],
      reviews: [
        {
          author_name: 'Ana Souza',
          rating: 5,
          text: 'Great oysters and a lovely view of the Bay Bridge.',
          relative_time_description: '2 weeks ago',
        },
        {
          author_name: 'Ken Ito',
          rating: 4,
          text: 'Busy on Saturdays (farmers market).',
          relative_time_description: 'a month ago',
        },
      ],
      types: ['tourist_attraction', 'point_of_interest', 'establishment'],
      lat: 37.7955703,
      lng: -122.3934724,
    });
  });

  it('reports NOT_FOUND as PlaceNotFoundError and REQUEST_DENIED as an upstream failure', async () => {
    await expect(client().details('ChIJnoSuchPlace000000', 'en')).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(client('wrong-key').details(FERRY_BUILDING_ID, 'en')).rejects.toThrow('REQUEST_DENIED');
  });

  it('retries once after a 500, then succeeds', async () => {
    const before = google.hits('/maps/api/place/details/json');
    google.trouble.push('http500');
    const fetched = await client().details(FERRY_BUILDING_ID, 'en');
    expect(fetched.details.name).toBe('Ferry Building');
    expect(google.hits('/maps/api/place/details/json') - before).toBe(2);
  });

  it('gives up after one retry when the service stalls, within the timeout', async () => {
    const before = google.hits('/maps/api/place/details/json');
    google.trouble.push('stall', 'stall');
    const started = Date.now();
    const error = await client('server-key', 150)
      .details(FERRY_BUILDING_ID, 'en')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(/timed out after 150ms/);
    expect(google.hits('/maps/api/place/details/json') - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('follows the photo redirect to the image bytes', async () => {
    const photo = await client().photo('AWU5eFhPhotoRefOne_abc', 640);
    expect(photo.contentType).toBe('image/png');
    expect(photo.bytes.equals(png)).toBe(true);
    const asked = google.requests.find((url) => url.pathname === '/maps/api/place/photo')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      maxwidth: '640',
      photo_reference: 'AWU5eFhPhotoRefOne_abc',
      key: 'server-key',
    });
    expect(google.requests.at(-1)!.pathname).toBe('/lh3/p/AWU5eFhPhotoRefOne_abc=s640');
  });

  it('reports an unknown photo reference as not found and a refused key as an upstream failure', async () => {
    await expect(client().photo('AWU5eFhUnknownRef', 400)).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(client('wrong-key').photo('AWU5eFhPhotoRefOne_abc', 400)).rejects.toBeInstanceOf(UpstreamError);
  });
});
