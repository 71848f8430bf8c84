import type { ServerResponse } from 'node:http';
import { json, startStandIn, type RecordedRequest, type StandIn } from '../../../test/stand-ins/web-api';

/*
 * Test support: Wikipedia (under /wiki/{lang}) and Wikimedia Commons (under /commons) on one local
 * stand-in, answering the probes, GeoSearch, page summaries and Commons' geosearch as the real APIs do.
 */

export const EIFFEL_EXTRACT =
  'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower.';
export const EIFFEL_PHOTO_URL = 'https://upload.wikimedia.org/wikipedia/commons/a/a8/Tour_Eiffel_Wikimedia_Commons.jpg';

const GEOSEARCH = {
  batchcomplete: '',
  query: { geosearch: [{ pageid: 9232, ns: 0, title: 'Eiffel Tower', lat: 48.8583, lon: 2.2944, dist: 80.1 }] },
};

const SUMMARY = {
  type: 'standard',
  title: 'Eiffel_Tower',
  titles: { canonical: 'Eiffel_Tower', normalized: 'Eiffel Tower', display: 'Eiffel Tower' },
  extract: EIFFEL_EXTRACT,
};

const COMMONS_GEOSEARCH = {
  batchcomplete: '',
  query: {
    pages: {
      '3514011': {
        pageid: 3514011,
        ns: 6,
        title: 'File:Tour Eiffel Wikimedia Commons.jpg',
        index: 1,
        imageinfo: [
          {
            url: EIFFEL_PHOTO_URL,
            thumburl:
              EIFFEL_PHOTO_URL.replace('/commons/', '/commons/thumb/') + '/1280px-Tour_Eiffel_Wikimedia_Commons.jpg',
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Tour_Eiffel_Wikimedia_Commons.jpg',
            width: 2848,
            height: 4288,
            extmetadata: { Artist: { value: 'Benh LIEU SONG' }, LicenseShortName: { value: 'CC BY-SA 3.0' } },
          },
        ],
      },
    },
  },
};

const isProbe = (request: RecordedRequest) =>
  request.path.endsWith('/w/api.php') && request.query.get('action') === 'query' && request.query.size === 2;

function answer(request: RecordedRequest, response: ServerResponse): void {
  if (isProbe(request)) return json(response, { batchcomplete: '' });
  if (request.path.startsWith('/commons/w/api.php')) return json(response, COMMONS_GEOSEARCH);
  if (request.path.endsWith('/w/api.php')) return json(response, GEOSEARCH);
  if (request.path.endsWith('/page/summary/Eiffel_Tower')) return json(response, SUMMARY);
  json(response, { type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found' }, 404);
}

export interface WikimediaStandIn extends StandIn {
  /** 'up' answers; 'down' drops every connection unanswered, as an unreachable host would fail. */
  mode: 'up' | 'down';
  /** The variables that point the server's clients at this stand-in. */
  env: { WIKIPEDIA_BASE_URL: string; COMMONS_BASE_URL: string };
  probes(): RecordedRequest[];
}

export async function startWikimediaStandIn(): Promise<WikimediaStandIn> {
  const standIn: WikimediaStandIn = Object.assign(
    await startStandIn((request, response) => {
      if (standIn.mode === 'down') return void response.socket?.destroy();
      answer(request, response);
    }),
    { mode: 'up' as const, env: { WIKIPEDIA_BASE_URL: '', COMMONS_BASE_URL: '' }, probes: () => [] },
  );
  standIn.env = { WIKIPEDIA_BASE_URL: `${standIn.url}/wiki/{lang}`, COMMONS_BASE_URL: `${standIn.url}/commons` };
  standIn.probes = () => standIn.requests.filter(isProbe);
  return standIn;
}
