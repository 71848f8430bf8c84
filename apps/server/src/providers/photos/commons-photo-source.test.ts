import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, sendText, startStandInServer, type StandInServer } from '../../../test/stand-in-server';
import { createCommonsPhotoSource } from './commons-photo-source';
import { createPhotoSourceFromEnv } from './create-photo-source-from-env';
import { stripHtml } from './strip-html';

const UPLOAD = 'https://upload.wikimedia.org/wikipedia/commons';
/** A geosearch answer in the Commons API's shape: pages keyed by id, ordered by their index (distance). */
const GEOSEARCH_ANSWER = {
  batchcomplete: '',
  query: {
    pages: {
      '9001': {
        pageid: 9001,
        ns: 6,
        title: 'File:Ferry Building clock tower at dusk.jpg',
        index: 2,
        imageinfo: [
          {
            size: 2811904,
            width: 4000,
            height: 6000,
            thumburl: `${UPLOAD}/thumb/4/4e/Ferry_Building_clock_tower_at_dusk.jpg/1280px-Ferry_Building_clock_tower_at_dusk.jpg`,
            thumbwidth: 1280,
            thumbheight: 1920,
            url: `${UPLOAD}/4/4e/Ferry_Building_clock_tower_at_dusk.jpg`,
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Ferry_Building_clock_tower_at_dusk.jpg',
            extmetadata: {
              Artist: {
                value: '<bdi><a href="https://www.wikidata.org/wiki/Q1" class="extiw">Jane&nbsp;Doe &amp; Co</a></bdi>',
              },
              LicenseShortName: { value: 'CC BY-SA 4.0', hidden: '' },
            },
          },
        ],
      },
      '9002': {
        pageid: 9002,
        ns: 6,
        title: 'File:Embarcadero map.svg',
        index: 1,
        imageinfo: [{ url: `${UPLOAD}/a/a1/Embarcadero_map.svg`, width: 800, height: 600, extmetadata: {} }],
      },
      '9003': {
        pageid: 9003,
        ns: 6,
        title: 'File:San_Francisco_Ferry_Building_1909.png',
        index: 3,
        imageinfo: [
          {
            width: 1200,
            height: 800,
            thumburl: `${UPLOAD}/5/5b/San_Francisco_Ferry_Building_1909.png`,
            url: `${UPLOAD}/5/5b/San_Francisco_Ferry_Building_1909.png`,
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:San_Francisco_Ferry_Building_1909.png',
            extmetadata: {
              ObjectName: { value: 'Ferry Building, 1909' },
              LicenseShortName: { value: 'Public domain' },
            },
          },
        ],
      },
    },
  },
};

const seen: Array<{ url: URL; headers: IncomingHttpHeaders }> = [];
const trouble: Array<'stall' | 'http503'> = [];
let server: StandInServer;
let baseUrl = '';
beforeAll(async () => {
  server = await startStandInServer((request, response) => {
    seen.push({ url: new URL(request.url, 'http://127.0.0.1'), headers: request.headers });
    const next = trouble.shift();
    if (next === 'stall') return;
    if (next === 'http503') return sendText(response, 503, 'Service Unavailable');
    sendJson(response, 200, GEOSEARCH_ANSWER, { 'content-type': 'application/json; charset=utf-8' });
  });
  baseUrl = server.url;
});
afterAll(() => server.close());

const commons = (timeoutMs = 2000) =>
  createCommonsPhotoSource({ baseUrl, userAgent: 'RoamcastTest/1.0 (tests@example.org)', timeoutMs, retryDelayMs: 10 });

describe('Wikimedia Commons photo source', () => {
  it('asks geosearch for files near the point with an identifying User-Agent', async () => {
    await commons().photosNear(37.7956, -122.3935, 3);
    const { url, headers } = seen.at(-1)!;
    expect(url.pathname).toBe('/w/api.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'query',
      generator: 'geosearch',
      ggscoord: '37.7956|-122.3935',
      ggsradius: '1000',
      ggsnamespace: '6',
      ggslimit: '10',
      prop: 'imageinfo',
      iiprop: 'url|extmetadata|size',
      iiurlwidth: '1280',
      format: 'json',
    });
    expect(headers['user-agent']).toBe('RoamcastTest/1.0 (tests@example.org)');
  });

  it('maps photos nearest first with plain-text credits, skipping drawings', async () => {
    const photos = await commons().photosNear(37.7956, -122.3935, 5);
    expect(photos).toEqual([
      {
        url: `${UPLOAD}/4/4e/Ferry_Building_clock_tower_at_dusk.jpg`,
        thumbUrl: `${UPLOAD}/thumb/4/4e/Ferry_Building_clock_tower_at_dusk.jpg/1280px-Ferry_Building_clock_tower_at_dusk.jpg`,
        width: 4000,
        height: 6000,
        title: 'Ferry Building clock tower at dusk',
        credit: 'Jane Doe & Co, CC BY-SA 4.0',
        license: 'CC BY-SA 4.0',
        sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ferry_Building_clock_tower_at_dusk.jpg',
      },
      {
        url: `${UPLOAD}/5/5b/San_Francisco_Ferry_Building_1909.png`,
        thumbUrl: `${UPLOAD}/5/5b/San_Francisco_Ferry_Building_1909.png`,
        width: 1200,
        height: 800,
        title: 'Ferry Building, 1909',
        credit: 'Public domain',
        license: 'Public domain',
        sourceUrl: 'https://commons.wikimedia.org/wiki/File:San_Francisco_Ferry_Building_1909.png',
      },
    ]);
    expect((await commons().photosNear(37.7956, -122.3935, 1)).map((p) => p.license)).toEqual(['CC BY-SA 4.0']);
  });

  it('retries once, then answers an empty list when Commons keeps failing or stalls', async () => {
    let before = seen.length;
    trouble.push('http503');
    expect(await commons().photosNear(1, 2, 3)).toHaveLength(2);
    expect(seen.length - before).toBe(2);

    before = seen.length;
    trouble.push('http503', 'http503');
    expect(await commons().photosNear(1, 2, 3)).toEqual([]);
    expect(seen.length - before).toBe(2);

    before = seen.length;
    trouble.push('stall', 'stall');
    const started = Date.now();
    expect(await commons(120).photosNear(1, 2, 3)).toEqual([]);
    expect(seen.length - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('is chosen by PHOTOS, offline by default, and offline finds nothing', async () => {
    const offline = createPhotoSourceFromEnv({});
    expect(offline.name).toBe('offline');
    expect(await offline.photosNear(37.7956, -122.3935, 4)).toEqual([]);
    const online = createPhotoSourceFromEnv({ PHOTOS: 'commons', COMMONS_BASE_URL: baseUrl });
    expect(online.name).toBe('commons');
    expect(await online.photosNear(37.7956, -122.3935, 1)).toHaveLength(1);
    expect(seen.at(-1)!.headers['user-agent']).toMatch(/^Roamcast\//);
    expect(() => createPhotoSourceFromEnv({ PHOTOS: 'flickr' })).toThrow();
  });

  it('turns HTML metadata into plain text', () => {
    expect(stripHtml('<span class="x">Émile &quot;Zola&quot;&#160;&#x263A; </span>\n<br/>Paris')).toBe(
      'Émile "Zola" ☺ Paris',
    );
  });
});
