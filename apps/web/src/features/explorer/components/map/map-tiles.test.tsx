import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { ExplorerMap } from './explorer-map';
import { okJson, stubNetwork } from '../../../../test/stub-network';

const here = { lat: 48.8584, lng: 2.2945 };
const places = [{ placeId: 'ChIJtower', lat: here.lat + 0.001, lng: here.lng, name: 'Eiffel Tower' }];
const trail = [{ lat: here.lat - 0.001, lng: here.lng }, here];
const LOAD = { timeout: 4000 };

function renderMap() {
  return renderWithProviders(
    <ExplorerMap
      position={here}
      trail={trail}
      places={places}
      mode="minimised"
      onModeChange={() => {}}
      onClose={() => {}}
    />,
  );
}

const tiles = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('map tiles', () => {
  it('uses Google Map Tiles with a session when a maps key is configured', async () => {
    const fetchMock = stubNetwork((url, init) => {
      if (url === '/api/config/google-maps-key') return okJson({ apiKey: 'test-key' });
      if (url === 'https://tile.googleapis.com/v1/createSession?key=test-key' && init?.method === 'POST') {
        return new Response(JSON.stringify({ session: 'sess-1', expiry: '9999999999' }), { status: 200 });
      }
      return undefined;
    });
    const { container } = renderMap();
    await waitFor(
      () => expect(tiles(container)[0]?.src).toMatch(/^https:\/\/tile\.googleapis\.com\/v1\/2dtiles\/15\//),
      LOAD,
    );
    expect(tiles(container)[0]!.src).toContain('session=sess-1&key=test-key');
    expect(screen.getByText(/Map data © Google/)).toBeInTheDocument();
    const sessionCall = fetchMock.mock.calls.find(([url]) => url.includes('createSession'))!;
    expect(JSON.parse(String(sessionCall[1]!.body))).toEqual({ mapType: 'roadmap', language: 'en', region: 'US' });
  });

  it('falls back to OpenStreetMap when Google refuses the session', async () => {
    stubNetwork((url) => {
      if (url === '/api/config/google-maps-key') return okJson({ apiKey: 'bad-key' });
      if (url.startsWith('https://tile.googleapis.com/')) return new Response('{"error":{}}', { status: 403 });
      return undefined;
    });
    const { container } = renderMap();
    expect(await screen.findByText('OpenStreetMap', {}, LOAD)).toBeInTheDocument();
    expect(tiles(container)[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\//);
  });

  it('falls back to OpenStreetMap when Google tiles keep failing', async () => {
    stubNetwork((url) => {
      if (url === '/api/config/google-maps-key') return okJson({ apiKey: 'test-key' });
      if (url.includes('createSession')) return new Response(JSON.stringify({ session: 's' }), { status: 200 });
      return undefined;
    });
    const { container } = renderMap();
    await waitFor(() => expect(tiles(container)[0]?.src).toContain('tile.googleapis.com'), LOAD);
    // jsdom lays the map out at 0x0, so Leaflet shows one tile; three error events stand for three failed tiles.
    const [tile] = tiles(container);
    fireEvent.error(tile!);
    fireEvent.error(tile!);
    expect(tiles(container)[0]?.src).toContain('tile.googleapis.com');
    fireEvent.error(tile!);
    await waitFor(() => expect(tiles(container)[0]?.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\//));
  });

  it('still draws the trail, the user and the places with no network at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { container } = renderMap();
    expect(await screen.findByRole('button', { name: 'Show details for Eiffel Tower' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('You are here')).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
    for (const tile of tiles(container)) fireEvent.error(tile);
    expect(screen.getByRole('button', { name: 'Show details for Eiffel Tower' })).toBeInTheDocument();
  });
});
