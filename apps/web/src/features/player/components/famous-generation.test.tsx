import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { envelope } from '../../../test/stand-ins';
import { routeFixture } from '../test-fixtures';
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
  it("shows 'Generating Famous Tour', starts the batch once, follows it every 2 s, then plays the tour", async () => {
    const polls = [progress(0, false, null), progress(1, false, 'McWay Falls'), progress(2, true, null)];
    let done = false;
    const starts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/tour-maker/routes/route-1')
          return envelope(routeFixture({ name: 'Big Sur', isFamous: 1, pointsOfInterest: done ? generated : [] }));
        if (url.endsWith('/generate-narrations') && init?.method === 'POST') {
          starts.push(String(init.body));
          return envelope(progress(0, false, null));
        }
        if (url.endsWith('/generate-narrations/progress')) {
          const next = polls.shift()!;
          done = next.completed;
          return envelope(next);
        }
        return envelope(null, 404, 'no stream here'); // the pushed events: polling takes over
      }),
    );
    renderPlayer('/play/route-1');
    expect(await screen.findByRole('heading', { name: 'Generating Famous Tour' })).toBeInTheDocument();
    // The screen loads when first needed; then each poll, 2 s apart, moves the progress on.
    expect(await screen.findByText('1/2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Now: McWay Falls', { exact: false })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByText('Stop 1 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bixby Bridge' })).toBeInTheDocument();
    expect(starts).toEqual([JSON.stringify({ language: 'en' })]);
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
