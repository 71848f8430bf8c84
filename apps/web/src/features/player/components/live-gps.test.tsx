import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { envelope, stubGeolocation } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

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

function serve(tourGuideContent: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/tour-maker/routes/route-1'
        ? envelope(routeFixture({ tourGuideContent, narrations }))
        : envelope(null, 404, 'not here'),
    ),
  );
}

/** The device's position, moved by the test. */
function walk() {
  let report: PositionCallback = () => {};
  const clearWatch = vi.fn();
  stubGeolocation({
    watchPosition: (success) => {
      report = success;
      return 7;
    },
    clearWatch,
  });
  const at = (latitude: number, longitude: number, accuracy = 10) =>
    act(async () => report({ coords: { latitude, longitude, accuracy } } as GeolocationPosition));
  return { at, clearWatch };
}

const stopLabel = () => screen.getByText(/^Stop \d+ of \d+$/).textContent;

describe('a walking tour made with GPS tracking', () => {
  it('follows the traveller: reaching the next stop moves there and plays it', async () => {
    serve({ useGPS: true });
    const device = walk();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.getByText('Following your position: each stop plays as you reach it.')).toBeInTheDocument();

    await device.at(38.6955, -9.211); // halfway: no stop within reach
    expect(stopLabel()).toBe('Stop 1 of 2');
    play.mockClear();
    await device.at(38.6981, -9.2069); // at the monastery
    expect(stopLabel()).toBe('Stop 2 of 2');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(play).toHaveBeenCalled();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/api/narrations/n1/audio');
  });

  it('leaves the position alone for a tour made without it', async () => {
    serve({ useGPS: false });
    const device = walk();
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    await device.at(38.6981, -9.2069);
    expect(stopLabel()).toBe('Stop 1 of 2');
    expect(screen.queryByText(/Following your position/)).not.toBeInTheDocument();
  });
});
