import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, fixedAt, stubGeolocation } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

const credit = 'Photo: Torre de Belém, Jane Doe, CC BY-SA 4.0 (CC BY-SA 4.0)';
const tour = routeFixture({
  pointsOfInterest: [
    { name: 'Belém Tower', latitude: 38.6916, longitude: -9.216, placeId: 'ChIJbelem', description: undefined },
    { name: 'Jerónimos Monastery', latitude: 38.6979, longitude: -9.2068, description: undefined },
  ],
  narrations: [
    narrationFixture({
      id: 'n0',
      routeId: 'route-1',
      waypointIndex: 0,
      photoUrls: ['/photos/tower.jpg', '/photos/river.jpg'],
      cost: { ...narrationFixture({ id: 'x' }).cost, sources: [credit, 'Photo: River, Sam (CC0)'] },
    }),
  ],
});

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url === '/api/tour-maker/routes/route-1') return envelope(tour);
      if (url.startsWith('/api/places/details/ChIJbelem'))
        return envelope({ place_id: 'ChIJbelem', name: 'Torre de Belém', reviews: [], photoReferences: [] });
      return envelope(null, 404, 'no');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stubGeolocation(undefined);
});

const query = (href: string | null) => Object.fromEntries(new URL(href!).searchParams);

describe('the side buttons', () => {
  it('Gallery shows the stop photos and opens one large with its credit', async () => {
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Gallery' }));
    const gallery = await screen.findByRole('dialog', { name: 'Photos: Belém Tower' });
    const thumbnails = within(gallery).getAllByRole('button', { name: /^Open photo/ });
    expect(thumbnails).toHaveLength(2);
    fireEvent.click(thumbnails[0]!);
    expect(within(gallery).getByRole('img', { name: 'Photo 1 of 2: Belém Tower' })).toHaveAttribute(
      'src',
      '/photos/tower.jpg',
    );
    expect(gallery).toHaveTextContent('Photo: Torre de Belém, Jane Doe, CC BY-SA 4.0 (CC BY-SA 4.0)');
    fireEvent.click(within(gallery).getByRole('button', { name: 'All photos' }));
    expect(within(gallery).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(2);
  });

  it('Details opens the place of a stop with a maps-service id', async () => {
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Torre de Belém' })).toBeInTheDocument();
    expect(requested.some((url) => url.startsWith('/api/places/details/ChIJbelem'))).toBe(true);
  });

  it('Directions to this stop links Google Maps, Apple Maps and the phone maps app', async () => {
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Directions to this stop' }));
    const sheet = await screen.findByRole('dialog', { name: 'Directions to Belém Tower' });
    const google = within(sheet).getByRole('link', { name: 'Google Maps' });
    expect(query(google.getAttribute('href'))).toMatchObject({ destination: '38.6916,-9.216', travelmode: 'walking' });
    expect(google).toHaveAttribute('target', '_blank');
    expect(within(sheet).getByRole('link', { name: 'Apple Maps' }).getAttribute('href')).toContain('daddr=38.6916');
    expect(within(sheet).getByRole('link', { name: 'Maps app on this phone' })).toHaveAttribute(
      'href',
      'geo:38.6916,-9.216?q=38.6916,-9.216(Bel%C3%A9m%20Tower)',
    );
  });

  it('Navigate the whole tour starts where the traveller is when within 50 miles of the first stop', async () => {
    stubGeolocation(fixedAt(38.7223, -9.1393)); // central Lisbon, about 7 km away
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Navigate the whole tour' }));
    const sheet = await screen.findByRole('dialog', { name: 'Navigate the whole tour' });
    expect(await within(sheet).findByText('The route starts where you are.')).toBeInTheDocument();
    expect(query(within(sheet).getByRole('link', { name: 'Google Maps' }).getAttribute('href'))).toMatchObject({
      origin: '38.7223,-9.1393',
      waypoints: '38.6916,-9.216',
      destination: '38.6979,-9.2068',
    });
  });

  it('Navigate the whole tour starts at the first stop when the position is far away', async () => {
    stubGeolocation(fixedAt(51.5007, -0.1246)); // London
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Navigate the whole tour' }));
    const sheet = await screen.findByRole('dialog', { name: 'Navigate the whole tour' });
    expect(await within(sheet).findByText('The route starts at the first stop.')).toBeInTheDocument();
    expect(query(within(sheet).getByRole('link', { name: 'Google Maps' }).getAttribute('href')).origin).toBe(
      '38.6916,-9.216',
    );
  });

  it('puts the stop on the lock screen with its photo, and next/previous move between stops', async () => {
    const handlers = new Map<string, (() => void) | null>();
    const mediaSession = {
      metadata: null as { title: string; artist: string; artwork: { src: string }[] } | null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: mediaSession, configurable: true });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    // The lock screen is set by an effect after the stop shows: wait for it rather than race it.
    await waitFor(() =>
      expect(mediaSession.metadata).toMatchObject({
        title: 'Belém Tower',
        artist: 'Belém on foot',
        artwork: [{ src: '/photos/tower.jpg' }],
      }),
    );
    handlers.get('nexttrack')!();
    expect(await screen.findByText('Stop 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(mediaSession.metadata).toMatchObject({ title: 'Jerónimos Monastery' }));
    handlers.get('previoustrack')!();
    expect(await screen.findByText('Stop 1 of 2')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'mediaSession');
  });
});
