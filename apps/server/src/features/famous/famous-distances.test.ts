import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourFigures } from '@roamcast/shared/logic/tour-length';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { coverLength, createOfflineCoverArtist } from '../../providers/images/offline-cover-artist';
import { readFamousTourFiles } from './famous-tour-file';

/**
 * Each famous tour's real road, as checked (issue 24) against public pages: the road between the
 * tour's own ends, in km. The tour's distance must stay within 25% of it on every screen.
 */
const REAL_ROADS: Record<string, { km: number; checked: string }> = {
  'pacific-coast-highway': {
    km: 713,
    checked: 'asymcar.com "1 Pacific Coast Highway, San Francisco to Los Angeles (443 miles)"',
  },
  'historic-route-66': { km: 3940, checked: 'U.S. Route 66: 2,448 miles (3,940 km) Chicago to Santa Monica' },
  'blue-ridge-parkway': { km: 755, checked: 'wikipedia: Blue Ridge Parkway, 469 miles (755 km)' },
  'great-ocean-road': { km: 243, checked: 'Great Ocean Road: 243 km from Torquay to Allansford (240 km on Wikipedia)' },
  'ring-road-iceland': { km: 1332, checked: 'wikipedia: Route 1 (Iceland), 1,332 km (828 mi)' },
  'amalfi-coast': {
    km: 36,
    checked: 'tiburno.tv: SS 163 about 36 km from Vietri sul Mare to Positano (50.4 km in all from Meta, it.wikipedia)',
  },
};
const KM_PER_MILE = 1.609344;
const within25 = (miles: number, km: number) => Math.abs(miles * KM_PER_MILE - km) / km <= 0.25;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
});
afterAll(() => t.close());

describe('the famous tours measure their real roads', () => {
  const files = readFamousTourFiles();

  it('keeps every famous distance within 25% of the real road, in the file and in the API', async () => {
    expect(Object.keys(REAL_ROADS).sort()).toEqual(files.map((file) => file.shareCode).sort());
    for (const file of files) {
      const road = REAL_ROADS[file.shareCode]!;
      expect(within25(file.distanceMiles, road.km), `${file.name}: ${road.checked}`).toBe(true);
      const response = await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${file.id}` });
      const route = routeSchema.parse(response.json().data);
      expect(within25(route.distance!, road.km), file.name).toBe(true);
    }
  });

  it("draws the cover with the API's figures, not the straight lines between the stops", async () => {
    const artist = createOfflineCoverArtist();
    const file = files.find((tour) => tour.shareCode === 'historic-route-66')!;
    const route = routeSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/tour-maker/routes/${file.id}` })).json().data,
    );
    const figures = tourFigures(route);
    expect(coverLength(route)).toBe(`3,940 km · 2,448 mi · ${figures.hours} h`);
    const cover = await artist.drawCover({
      id: route.id,
      name: route.name,
      theme: route.theme,
      stops: tourStopsOf(route),
      distance: route.distance,
      duration: route.duration,
    });
    expect(cover.prompt).toContain('2,448 mi');
    // The stops joined straight are some 1,944 miles: that figure must appear nowhere.
    expect(cover.prompt).not.toContain('1,94');
  });

  it('keeps the real figures when a famous tour is imported by its share code', async () => {
    const { token } = await signUp(t);
    const amalfi = files.find((tour) => tour.shareCode === 'amalfi-coast')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/import-tour',
      headers: bearer(token),
      payload: { importData: amalfi.shareCode },
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = routeSchema.parse(response.json().data);
    expect(copy).toMatchObject({ distance: amalfi.distanceMiles, duration: amalfi.durationMinutes });
    expect(within25(copy.distance!, REAL_ROADS['amalfi-coast']!.km)).toBe(true);
  });
});
