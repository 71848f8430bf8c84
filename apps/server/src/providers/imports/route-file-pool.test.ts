import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RouteFileError } from './read-route-file';
import { closeRouteFilePool, readRouteFileOffThread } from './route-file-pool';

afterAll(() => closeRouteFilePool());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('the route-file pool', () => {
  it('reads a file on a thread, passes its refusals on, and stops a parse that outruns its budget', async () => {
    expect((await readRouteFileOffThread(fixture('garmin-route.gpx'), 25)).name).toBe('Golden Circle');
    const refused = await readRouteFileOffThread('<gpx></gpx>', 25).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RouteFileError);
    expect(refused).toMatchObject({ code: 'empty' });
    // 40,000 points cannot be parsed in a millisecond: the thread is ended and the file refused.
    const track = `<gpx><trk><trkseg>${'<trkpt lat="51.5" lon="-0.12"><ele>9</ele></trkpt>'.repeat(40_000)}</trkseg></trk></gpx>`;
    const slow = await readRouteFileOffThread(track, 25, 0.001).catch((error: unknown) => error);
    expect(slow).toMatchObject({
      code: 'too_costly',
      message: expect.stringMatching(/could not be read in 0.001 seconds/),
    });
    expect((await readRouteFileOffThread(fixture('my-maps.kml'), 25)).stops.length).toBeGreaterThan(0);
  });
});
