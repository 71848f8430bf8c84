import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { envelope } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

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

const first = narrationFixture({ id: 'first', routeId: 'route-1', waypointIndex: 0 });
const progress = (current: number, stopName: string | null, completed = false) => ({
  jobId: 'job-1',
  status: completed ? 'completed' : 'running',
  current,
  total: 2,
  currentStopName: stopName,
  completed,
  failed: false,
  error: null,
});

/** A tour just made: its batch writes stop 1, then stop 2; the events stream is unavailable, so the page polls. */
function serve() {
  let step = 0;
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/tour-maker/routes/route-1') {
        reads.push(url);
        return envelope(routeFixture({ narrations: step >= 3 ? [first] : [] }));
      }
      if (url === '/api/tour-maker/routes/route-1/generate-narrations/progress') {
        step++;
        return envelope(step >= 3 ? progress(1, 'Jerónimos Monastery') : progress(0, 'Belém Tower'));
      }
      return envelope(null, 404, 'not here');
    }),
  );
  return reads;
}

describe('a tour whose stories are still being written', () => {
  it('shows the stop being written and plays each stop as soon as it arrives', async () => {
    const reads = serve();
    renderPlayer('/play/route-1');
    expect(await screen.findByText('0/2')).toBeInTheDocument();
    expect(screen.getByText(/Now: Belém Tower/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('1/2')).toBeInTheDocument();
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByLabelText('Narration of Belém Tower')).toHaveAttribute(
      'src',
      '/api/narrations/first/audio',
    );
  });
});
