import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { envelope, stubGeolocation } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

// Pocket mode in the player (issue 22): Live GPS Mode on any saved tour, stops played once on arrival.
let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const narrations = [
  narrationFixture({ id: 'n0', routeId: 'route-1', waypointIndex: 0 }),
  narrationFixture({ id: 'n1', routeId: 'route-1', waypointIndex: 1 }),
];

function walk() {
  let report: PositionCallback = () => {};
  const watchPosition = vi.fn((success: PositionCallback) => {
    report = success;
    return 7;
  });
  stubGeolocation({ watchPosition, clearWatch: vi.fn() });
  const at = (latitude: number, longitude: number) =>
    act(async () => report({ coords: { latitude, longitude, accuracy: 10 } } as GeolocationPosition));
  return { at, watchPosition };
}

const stopLabel = () => screen.getByText(/^Stop \d+ of \d+$/).textContent;
const audio = () => document.querySelector('audio')!;

async function openTour() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/tour-maker/routes/route-1'
        ? envelope(routeFixture({ tourGuideContent: { useGPS: false }, narrations }))
        : envelope(null, 404, 'not here'),
    ),
  );
  const device = walk();
  renderPlayer('/play/route-1');
  await screen.findByText('Stop 1 of 2');
  return device;
}

describe('Live GPS Mode in the player', () => {
  it('is off until chosen, then follows the walker on a tour made without GPS tracking', async () => {
    const device = await openTour();
    const mode = screen.getByRole('button', { name: 'Live GPS Mode' });
    expect(mode).toHaveAttribute('aria-pressed', 'false');
    expect(device.watchPosition).not.toHaveBeenCalled();
    fireEvent.click(mode);
    expect(mode).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Following your position: each stop plays as you reach it.')).toBeInTheDocument();
    await device.at(38.6981, -9.2069);
    expect(stopLabel()).toBe('Stop 2 of 2');
  });

  it('lets a stop reached during a story wait for its end, then plays it once', async () => {
    const device = await openTour();
    fireEvent.click(screen.getByRole('button', { name: 'Live GPS Mode' }));
    fireEvent.playing(audio());
    await device.at(38.6981, -9.2069);
    expect(stopLabel()).toBe('Stop 1 of 2');
    expect(screen.getByText('You reached Jerónimos Monastery: it plays when this story ends.')).toBeInTheDocument();

    play.mockClear();
    fireEvent.ended(audio());
    expect(stopLabel()).toBe('Stop 2 of 2');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(play).toHaveBeenCalled();
    expect(audio().getAttribute('src')).toBe('/api/narrations/n1/audio');

    // Back at the first stop (heard) and at the second again: nothing replays by walking.
    fireEvent.ended(audio());
    await device.at(38.6916, -9.216);
    await device.at(38.6981, -9.2069);
    expect(stopLabel()).toBe('Stop 2 of 2');
    await device.at(38.6916, -9.216);
    expect(stopLabel()).toBe('Stop 2 of 2');
  });

  it('holds a wake lock only when chosen and while the page is visible', async () => {
    const released = vi.fn();
    const request = vi.fn(async () => ({ released: false, release: released }) as unknown as WakeLockSentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    try {
      await openTour();
      fireEvent.click(screen.getByRole('button', { name: 'Live GPS Mode' }));
      expect(request).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Keep the screen on' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(request).toHaveBeenCalledTimes(1);

      visibility = 'hidden';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      expect(released).toHaveBeenCalledTimes(1);
      visibility = 'visible';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(request).toHaveBeenCalledTimes(2);

      fireEvent.click(screen.getByRole('checkbox', { name: 'Keep the screen on' }));
      expect(released).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });
});
