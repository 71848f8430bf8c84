import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { ExplorerMap, type ExplorerMapProps } from './explorer-map';
import { okJson, stubNetwork } from '../../../../test/stub-network';

const here = { lat: 38.7223, lng: -9.1393 };
// 0.0045 degrees of latitude is about 500 m; 0.02 about 2.2 km.
const places = [
  { placeId: 'ChIJnearCathedral', lat: here.lat + 0.0045, lng: here.lng, name: 'Lisbon Cathedral' },
  { placeId: 'ChIJfarCastle', lat: here.lat + 0.02, lng: here.lng, name: 'Far Castle' },
  { placeId: 'wiki-4242', lat: here.lat, lng: here.lng + 0.001, name: 'Wiki Square' },
];
const trail = [
  { lat: here.lat - 0.001, lng: here.lng },
  { lat: here.lat, lng: here.lng },
];
// The first test pays for importing Leaflet.
const LOAD = { timeout: 4000 };

function renderMap(props: Partial<ExplorerMapProps> = {}) {
  const onModeChange = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ExplorerMap
      position={here}
      trail={trail}
      places={places}
      mode="minimised"
      onModeChange={onModeChange}
      onClose={onClose}
      {...props}
    />,
  );
  return { ...view, onModeChange, onClose };
}

/** Renders and waits for the lazily loaded overlay (only the first render in a file really waits). */
async function renderLoadedMap(props: Partial<ExplorerMapProps> = {}) {
  const view = renderMap(props);
  await screen.findByRole('group', { name: 'Map of your trail and nearby places' }, LOAD);
  return view;
}

const noKey = (url: string) => (url === '/api/config/google-maps-key' ? okJson({ apiKey: null }) : undefined);
const tileSources = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExplorerMap', () => {
  it('loads the map on first show and draws the trail, the user and the places', async () => {
    stubNetwork(noKey);
    const { container } = renderMap();
    // First the placeholder while the overlay's code downloads...
    expect(within(screen.getByRole('region', { name: 'Map' })).getByRole('status')).toHaveTextContent('Loading map...');
    expect(await screen.findByRole('group', { name: 'Map of your trail and nearby places' }, LOAD)).toBeVisible();
    // ...then the overlay itself.
    const map = screen.getByRole('region', { name: 'Map' });

    expect(screen.getByText('You are here')).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
    expect(map.querySelectorAll('.roamcast-place-marker')).toHaveLength(3);
    await waitFor(() => expect(tileSources(container)[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\//));
    expect(screen.getByText('OpenStreetMap')).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('lets only maps-service places within 1000 m be opened', async () => {
    stubNetwork(noKey);
    renderMap();
    const near = await screen.findByRole('button', { name: 'Show details for Lisbon Cathedral' }, LOAD);
    expect(near).toHaveAttribute('tabindex', '0');
    // Too far, and not a maps-service id: shown, named, but not buttons.
    expect(screen.getByText('Far Castle')).toBeInTheDocument();
    expect(screen.getByText('Wiki Square')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Far Castle/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wiki Square/ })).not.toBeInTheDocument();
  });

  it('makes no place clickable while the location is unknown, and says it is waiting', async () => {
    stubNetwork(noKey);
    renderMap({ position: null, trail: [] });
    expect(await screen.findByText('Waiting for your location...', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Lisbon Cathedral')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
  });

  it('opens the place details modal from a marker, by click or Enter', async () => {
    const fetchMock = stubNetwork((url) => {
      if (url.startsWith('/api/places/details/ChIJnearCathedral')) {
        return okJson({ place_id: 'ChIJnearCathedral', name: 'Sé de Lisboa', photoReferences: [], reviews: [] });
      }
      return noKey(url);
    });
    renderMap();
    fireEvent.click(await screen.findByRole('button', { name: 'Show details for Lisbon Cathedral' }, LOAD));
    expect(await screen.findByRole('dialog', { name: 'Sé de Lisboa' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/places/details/ChIJnearCathedral?language=en');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show details for Lisbon Cathedral' }), { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Sé de Lisboa' })).toBeInTheDocument();
  });

  it('expands, collapses and closes through labelled buttons', async () => {
    stubNetwork(noKey);
    const { onModeChange, onClose, rerender } = await renderLoadedMap();
    fireEvent.click(screen.getByRole('button', { name: 'Expand map' }));
    expect(onModeChange).toHaveBeenCalledWith('expanded');

    rerender(
      <ExplorerMap
        position={here}
        trail={trail}
        places={places}
        mode="expanded"
        onModeChange={onModeChange}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('region', { name: 'Map' })).toHaveClass('inset-0');
    expect(screen.getByRole('group', { name: 'Map of your trail and nearby places' }).parentElement).not.toHaveStyle({
      width: '280px',
    });
    expect(screen.queryByRole('button', { name: 'Move map' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Zoom in' }, LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Minimise map' }));
    expect(onModeChange).toHaveBeenLastCalledWith('minimised');
    fireEvent.click(screen.getByRole('button', { name: 'Close map' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a 280x200 corner map that moves by drag or arrow keys and resets to its corner', async () => {
    stubNetwork(noKey);
    await renderLoadedMap();
    const frame = screen.getByRole('region', { name: 'Map' });
    const map = screen.getByRole('group', { name: 'Map of your trail and nearby places' });
    expect(map.parentElement).toHaveStyle({ width: '280px', height: '200px' });
    // jsdom has no layout: place the card where a 1024x768 browser would, at its top-end corner.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(768);
    vi.spyOn(frame, 'getBoundingClientRect').mockImplementation(() => {
      const [, x = '0', y = '0'] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(frame.style.transform) ?? [];
      return DOMRect.fromRect({ x: 732 + Number(x), y: 112 + Number(y), width: 280, height: 248 });
    });
    const handle = screen.getByRole('button', { name: 'Move map' });

    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 240, clientY: 380 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(frame.style.transform).toBe('translate(-60px, 80px)');
    // After the pointer is released, moves no longer drag.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(frame.style.transform).toBe('translate(-60px, 80px)');

    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(frame.style.transform).toBe('translate(-60px, 56px)');
    // It stays inside the viewport: 12 px of room to the right, 112 + 56 px above.
    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 900, clientY: -900 });
    fireEvent.pointerUp(handle, { pointerId: 2 });
    expect(frame.style.transform).toBe('translate(12px, -112px)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset map position' }));
    expect(frame.style.transform).toBe('translate(0px, 0px)');
  });
});
