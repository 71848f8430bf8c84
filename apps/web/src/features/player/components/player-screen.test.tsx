import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { encodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { envelope } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

const twoStops = routeFixture({
  narrations: [
    narrationFixture({ id: 'n0', routeId: 'route-1', waypointIndex: 0 }),
    narrationFixture({ id: 'n1', routeId: 'route-1', waypointIndex: 1 }),
  ],
});

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

function serveTour(route = twoStops) {
  const fetchMock = vi.fn(async (url: string) =>
    url === `/api/tour-maker/routes/${route.id}` ? envelope(route) : envelope(null, 404, 'Route not found'),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const audio = () => document.querySelector('audio')!;
const stopLabel = () => screen.getByText(/^Stop \d of \d$/).textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the player', () => {
  it('says Loading tour... and then plays stop 1, 300 ms after arriving', async () => {
    serveTour();
    renderPlayer('/play/route-1');
    expect(screen.getByRole('heading', { name: 'Loading tour...' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Belém on foot' });
    expect(stopLabel()).toBe('Stop 1 of 2');
    expect(audio().getAttribute('src')).toBe('/api/narrations/n0/audio');
    expect(play).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('elapsed-time')).toHaveTextContent('0:00');
  });

  it('moves within bounds, stopping the audio on each move, and Restart returns to the first stop', async () => {
    serveTour();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous stop' })).toBeDisabled();
    pause.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(stopLabel()).toBe('Stop 2 of 2');
    expect(pause).toHaveBeenCalled();
    expect(audio().getAttribute('src')).toBe('/api/narrations/n1/audio');
    expect(screen.getByRole('button', { name: 'Next stop' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(stopLabel()).toBe('Stop 1 of 2');
  });

  it('advances when a stop ends with Auto on (the default), and stays with Auto off', async () => {
    serveTour();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    const auto = screen.getByRole('switch', { name: 'Auto' });
    expect(auto).toHaveAttribute('aria-checked', 'true');
    fireEvent.ended(audio());
    expect(stopLabel()).toBe('Stop 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    fireEvent.click(auto);
    expect(auto).toHaveAttribute('aria-checked', 'false');
    fireEvent.ended(audio());
    expect(stopLabel()).toBe('Stop 1 of 2');
  });

  it('shows play or pause as the audio does, and seeks with the slider in m:ss', async () => {
    serveTour();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    Object.defineProperty(audio(), 'duration', { configurable: true, value: 95 });
    audio().currentTime = 61;
    fireEvent.durationChange(audio());
    fireEvent.playing(audio());
    expect(screen.getByTestId('total-time')).toHaveTextContent('1:35');
    expect(screen.getByTestId('elapsed-time')).toHaveTextContent('1:01');
    const slider = screen.getByRole('slider', { name: 'Position in the narration' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:01 of 1:35');
    fireEvent.change(slider, { target: { value: '30' } });
    expect(audio().currentTime).toBe(30);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
  });

  it('resumes at the stored stop of this tour, then forgets it', async () => {
    localStorage.setItem(STORAGE_KEYS.lastTour, 'route-1');
    localStorage.setItem(STORAGE_KEYS.lastStop, '1');
    serveTour();
    renderPlayer('/tour-maker/play/route-1');
    await waitFor(() => expect(stopLabel()).toBe('Stop 2 of 2'));
    expect(localStorage.getItem(STORAGE_KEYS.lastStop)).toBeNull();
  });

  it('remembers the stop when the traveller leaves for Edit', async () => {
    serveTour();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/tour-maker/make/route-1');
    fireEvent.click(edit);
    expect(localStorage.getItem(STORAGE_KEYS.lastTour)).toBe('route-1');
    expect(localStorage.getItem(STORAGE_KEYS.lastStop)).toBe('1');
  });

  it("shows a stop without photos the tour's cover, and the theme's artwork when there is none", async () => {
    serveTour({ ...twoStops, customImageUrl: '/covers/belem.png', aiImageUrl: '/covers/ai.png' });
    const { unmount } = renderPlayer('/play/route-1');
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1: Belém Tower' })).toHaveAttribute(
      'src',
      '/covers/belem.png',
    );
    unmount();
    serveTour();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('[data-theme="historical_facts"]')).toBeInTheDocument();
  });

  it("says 'Tour not found' when the tour cannot be loaded", async () => {
    serveTour();
    renderPlayer('/play/route-missing');
    expect(await screen.findByRole('heading', { name: 'Tour not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Tours' })).toHaveAttribute('href', '/tour-maker/manage');
  });

  it("says 'Tour has no stops' with Edit Tour and View My Tours", async () => {
    serveTour(routeFixture({ waypoints: [] }));
    renderPlayer('/play/route-1');
    expect(await screen.findByRole('heading', { name: 'Tour has no stops' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Tour' })).toHaveAttribute('href', '/tour-maker/make/route-1');
    expect(screen.getByRole('link', { name: 'View My Tours' })).toBeInTheDocument();
  });

  it('offers Details only for a stop with a maps-service place id, and no Edit for a famous tour', async () => {
    serveTour(
      routeFixture({
        isFamous: 1,
        pointsOfInterest: [
          {
            name: 'Bixby Bridge',
            latitude: 36.3715,
            longitude: -121.9017,
            placeId: 'ChIJbixby',
            description: undefined,
          },
          {
            name: 'McWay Falls',
            latitude: 36.1577,
            longitude: -121.672,
            placeId: 'geonames:1',
            description: undefined,
          },
        ],
        // Played before: its stories exist, so the player opens at once.
        narrations: [narrationFixture({ id: 'n-1', routeId: 'route-1', waypointIndex: 0 })],
      }),
    );
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate All' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('plays a tour carried in a share link without asking the server, and hides Edit', async () => {
    const fetchMock = serveTour();
    const data = encodeSharedTour({
      name: 'Shared Lisbon',
      waypoints: [{ lat: 38.7139, lng: -9.1334, name: 'Alfama', audioUrl: '/media/alfama.mp3' }],
    });
    renderPlayer(`/play?data=${data}`);
    await screen.findByRole('heading', { level: 1, name: 'Shared Lisbon' });
    expect(stopLabel()).toBe('Stop 1 of 1');
    expect(audio().getAttribute('src')).toBe('/media/alfama.mp3');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Tour not found' for a share link that carries no tour", async () => {
    serveTour();
    renderPlayer('/play?import=not-a-tour');
    expect(await screen.findByRole('heading', { name: 'Tour not found' })).toBeInTheDocument();
  });

  it('plays one narration as a one-stop tour', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/narrations/solo'
          ? envelope(narrationFixture({ id: 'solo', title: 'By the river' }))
          : envelope(null, 404, 'no'),
      ),
    );
    renderPlayer('/play?narration=solo');
    await screen.findByRole('heading', { level: 1, name: 'By the river' });
    expect(stopLabel()).toBe('Stop 1 of 1');
    fireEvent.click(screen.getByRole('button', { name: 'Narration text' }));
    expect(await screen.findByTestId('narration-text')).toHaveTextContent('The story of solo.');
    expect(screen.getByTestId('narration-text')).not.toHaveTextContent('[BEGIN NARRATION]');
  });
});
