import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { envelope } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

const progress = (current: number, completed: boolean, currentStopName: string | null): BatchProgress => ({
  jobId: 'job-1',
  status: completed ? 'completed' : 'running',
  current,
  total: 2,
  currentStopName,
  completed,
  failed: false,
  error: null,
});

const generated = [
  { name: 'Bixby Bridge', latitude: 36.3715, longitude: -121.9017, description: undefined },
  { name: 'McWay Falls', latitude: 36.1577, longitude: -121.672, description: undefined },
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a famous tour played before its stops exist', () => {
  it("shows 'Generating Famous Tour', starts the batch once, and plays stop 1 while the rest are made", async () => {
    const polls = [
      progress(0, false, 'Bixby Bridge'),
      progress(1, false, 'McWay Falls'),
      progress(1, false, 'McWay Falls'),
    ];
    let stopOneWritten = false;
    const starts: string[] = [];
    const stopOne = narrationFixture({ id: 'n-1', routeId: 'route-1', waypointIndex: 0, title: 'Bixby story' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/tour-maker/routes/route-1')
          return envelope(
            routeFixture({
              name: 'Big Sur',
              isFamous: 1,
              pointsOfInterest: generated,
              narrations: stopOneWritten ? [stopOne] : [],
            }),
          );
        if (url.endsWith('/generate-narrations') && init?.method === 'POST') {
          starts.push(String(init.body));
          return envelope(progress(0, false, null));
        }
        if (url.endsWith('/generate-narrations/progress')) {
          const next = polls.length > 1 ? polls.shift()! : polls[0]!;
          if (next.current >= 1) stopOneWritten = true;
          return envelope(next);
        }
        return envelope(null, 404, 'no stream here'); // the pushed events: polling takes over
      }),
    );
    renderPlayer('/play/route-1');
    expect(await screen.findByRole('heading', { name: 'Generating Famous Tour' })).toBeInTheDocument();
    expect(screen.getByText(/Stop 1 plays as soon as it is ready/)).toBeInTheDocument();
    expect(await screen.findByText('Now: Bixby Bridge', { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    // Two seconds later the next poll says stop 1 is written: the player opens on it.
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByText('Stop 1 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bixby Bridge' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Generating Famous Tour' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Narration of Bixby Bridge')).toHaveAttribute('src', '/api/narrations/n-1/audio');
    // Famous tours are copied, never edited.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy to My Tours' })).toBeInTheDocument();
    expect(starts).toEqual([JSON.stringify({ language: 'en' })]);
  });

  it('plays a famous tour narrated before at once, starting nothing', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url === '/api/tour-maker/routes/route-1')
          return envelope(
            routeFixture({
              isFamous: 1,
              pointsOfInterest: generated,
              narrations: generated.map((_, index) =>
                narrationFixture({ id: `n-${index}`, routeId: 'route-1', waypointIndex: index }),
              ),
            }),
          );
        return envelope(null, 404, 'no');
      }),
    );
    renderPlayer('/play/route-1');
    expect(await screen.findByText('Stop 1 of 2')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('says why when the batch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/tour-maker/routes/route-1') return envelope(routeFixture({ isFamous: 1 }));
        if (url.endsWith('/generate-narrations') && init?.method === 'POST')
          return envelope(null, 503, 'The narrator is resting');
        return envelope(null, 404, 'no');
      }),
    );
    renderPlayer('/play/route-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Batch generation failed: The narrator is resting');
  });
});
