import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeMicrophone } from '../../../../test/fake-media-devices';
import { envelope } from '../../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../../test-fixtures';
import { renderPlayer } from '../render-player';

const tour = routeFixture({
  narrations: [
    narrationFixture({ id: 'n0', routeId: 'route-1', waypointIndex: 0, narrationText: 'The tower guarded the river.' }),
  ],
});

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

/** The API at the network edge: the tour, the transcript of what was said, and the answer. */
function serve(answer: () => Response) {
  const bodies: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.body) (bodies[url] ??= []).push(JSON.parse(String(init.body)));
      if (url === '/api/tour-maker/routes/route-1') return envelope(tour);
      if (url === '/api/voice/transcribe') return envelope({ transcript: 'Who built this tower?' });
      if (url === '/api/voice/qa') return answer();
      return envelope(null, 404, 'no');
    }),
  );
  return bodies;
}

async function askByVoice() {
  const button = screen.getByRole('button', { name: 'Hold to talk' });
  fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
  // The recorder arrives with the first press and starts once the microphone is open.
  await waitFor(() => expect(button).toHaveAttribute('data-state', 'recording'), { timeout: 5000 });
  await act(() => vi.advanceTimersByTimeAsync(700));
  fireEvent.pointerUp(button, { pointerId: 1 });
  await act(() => vi.advanceTimersByTimeAsync(50));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  installFakeMicrophone();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a spoken question in the player', () => {
  it('asks about the stop with the player body, pauses the story, answers aloud and resumes on close', async () => {
    const bodies = serve(() =>
      envelope({ answer: 'King Manuel I had it built.', audioUrl: '/media/answer.mp3', provider: 'offline' }),
    );
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.getByText('Hold to ask about this stop')).toBeInTheDocument();
    fireEvent.playing(document.querySelector('audio')!);
    pause.mockClear();
    play.mockClear();

    await askByVoice();
    const dialog = await screen.findByRole('dialog', { name: 'Answer' });
    expect(dialog).toHaveTextContent('King Manuel I had it built.');
    expect(within(dialog).getByLabelText('Answer audio')).toHaveAttribute('src', '/media/answer.mp3');
    expect(pause).toHaveBeenCalled();
    expect(bodies['/api/voice/qa']).toEqual([
      {
        question: 'Who built this tower?',
        context: {
          location: { lat: 38.6916, lng: -9.216, name: 'Belém Tower' },
          theme: 'historical_facts',
          narrationText: 'The tower guarded the river.',
          tourName: 'Belém on foot',
          waypointIndex: 0,
        },
        language: 'en',
      },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Answer' })).not.toBeInTheDocument());
    expect(play).toHaveBeenCalled();
  });

  it('only logs a failed answer, and the story goes on', async () => {
    serve(() => envelope(null, 503, 'The narrator is resting'));
    renderPlayer('/play/route-1');
    await screen.findByText('Stop 1 of 2');
    fireEvent.playing(document.querySelector('audio')!);
    play.mockClear();
    await askByVoice();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('Player Q&A failed', expect.anything()));
    expect(screen.queryByRole('dialog', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(play).toHaveBeenCalled();
  });
});
