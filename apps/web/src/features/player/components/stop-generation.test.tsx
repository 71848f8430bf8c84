import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

const written = narrationFixture({ id: 'fresh', routeId: 'route-1', waypointIndex: 0, audioUrl: null });

let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The API at the network edge: the tour gains the narration once it has been written and spoken. */
function serve({ pollFails = false } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let spoken = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/tour-maker/routes/route-1') {
        const narrations = spoken ? [{ ...written, audioUrl: '/api/narrations/fresh/audio' }] : [];
        return envelope(routeFixture({ narrations }));
      }
      if (url === '/api/narrations' && method === 'POST') return envelope(written, 201);
      if (url === '/api/narrations/fresh') {
        if (pollFails) return envelope(null, 500, 'Database is busy');
        spoken = true;
        return envelope({ ...written, audioUrl: '/api/narrations/fresh/audio' });
      }
      return envelope(null, 404, 'not here');
    }),
  );
  return calls;
}

describe('Generate This Stop', () => {
  it('writes the stop, polls every 3 s until it has audio, reads the tour again and plays it', async () => {
    const calls = serve();
    renderPlayer('/play/route-1');
    await screen.findByRole('button', { name: 'Click to Refresh' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Generate This Stop' }));
    // While it is made, the bar says so with the stop's name and no longer offers to make it (issue 24).
    expect(await screen.findByText('Writing and recording Belém Tower...')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Generate This Stop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Click to Refresh' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/narrations')).toBe(true));
    const created = calls.find((call) => call.url === '/api/narrations');
    expect(created?.body).toMatchObject({
      theme: 'historical_facts',
      location: { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
      routeId: 'route-1',
      waypointIndex: 0,
      duration: 1,
      language: 'en',
    });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(calls.some((call) => call.url === '/api/narrations/fresh')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByLabelText('Narration of Belém Tower');
    expect(screen.queryByRole('button', { name: 'Click to Refresh' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(play).toHaveBeenCalled();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/api/narrations/fresh/audio');
  });

  it('stops polling at the first error and says why', async () => {
    const calls = serve({ pollFails: true });
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate This Stop' }));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate narration: Database is busy');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.filter((call) => call.url === '/api/narrations/fresh')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Generate This Stop' })).toBeEnabled();
  });

  it('Click to Refresh reads the tour again', async () => {
    const calls = serve();
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Click to Refresh' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls.filter((call) => call.url === '/api/tour-maker/routes/route-1')).toHaveLength(2);
  });
});
