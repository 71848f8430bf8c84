import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { envelope, positionAt } from '../../../test/stand-ins';
import { ExplorerScreen } from './explorer-screen';

type WatchCallback = (position: GeolocationPosition) => void;

let watchers: WatchCallback[] = [];

function stubGeolocation(latitude: number, longitude: number) {
  watchers = [];
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: WatchCallback) => success(positionAt(latitude, longitude)),
      watchPosition: (success: WatchCallback) => watchers.push(success),
      clearWatch: () => {},
    },
  });
}

interface GenerateBody {
  theme: string;
  part: number;
  location: { lat: number; lng: number };
}

/** A stand-in for the API: every story is named after its theme and part. */
function stubApi() {
  const generated: GenerateBody[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/geocode/reverse')) return envelope({ name: 'Alfama', placeName: 'Alfama' });
    const body = JSON.parse(String(init?.body)) as GenerateBody;
    generated.push(body);
    const id = `${body.theme}-${body.part}-${generated.length}`;
    return envelope({
      id,
      title: `Story ${body.theme} ${body.part}`,
      theme: body.theme,
      language: 'en',
      narrationText: `A ${body.theme} story.`,
      audioUrl: `/media/${id}.mp3`,
      photoUrls: [],
      placesInfo: [],
      location: body.location,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return generated;
}

const audio = () => screen.getByLabelText('Narration audio');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startAt(latitude: number, longitude: number) {
  stubGeolocation(latitude, longitude);
  const generated = stubApi();
  renderWithProviders(<ExplorerScreen />);
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('heading', { name: 'Story fun_facts 0' })).toBeInTheDocument();
  return generated;
}

describe('Auto channel (SPEC §4)', () => {
  it('writes the next theme 2 s after playback starts and swaps it in when the audio ends', async () => {
    const generated = await startAt(38.7139, -9.1334);
    fireEvent.playing(audio());
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(generated).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(generated.map((body) => body.theme)).toEqual(['fun_facts', 'historical_facts']));

    fireEvent.ended(audio());
    expect(await screen.findByRole('heading', { name: 'Story historical_facts 0' })).toBeInTheDocument();
    expect(generated).toHaveLength(2); // swapped in: nothing new was awaited
    expect(audio()).toHaveAttribute('src', expect.stringContaining('historical_facts'));

    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(generated.map((body) => body.theme)).toContain('ghost_stories'));
  });

  it('writes the next theme on demand when nothing was written ahead', async () => {
    const generated = await startAt(38.7139, -9.1334);
    fireEvent.ended(audio());
    expect(await screen.findByRole('heading', { name: 'Story historical_facts 0' })).toBeInTheDocument();
    expect(generated.map((body) => body.theme)).toEqual(['fun_facts', 'historical_facts']);
  });

  it('starts over at fun_facts after a move to a new place (2 decimals)', async () => {
    const generated = await startAt(38.7139, -9.1334);
    act(() => watchers.forEach((watch) => watch(positionAt(38.7239, -9.1334))));
    fireEvent.ended(audio());
    await waitFor(() => expect(generated).toHaveLength(2));
    expect(generated[1]).toMatchObject({ theme: 'fun_facts', part: 0, location: { lat: 38.7239 } });
  });
});

describe('Fixed theme (SPEC §4)', () => {
  it('tells the next story of the same theme when the audio ends', async () => {
    stubGeolocation(38.7139, -9.1334);
    const generated = stubApi();
    renderWithProviders(<ExplorerScreen />);
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'ghost_stories' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Story ghost_stories 0' })).toBeInTheDocument();
    fireEvent.playing(audio());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(generated).toHaveLength(1); // nothing is written ahead on a fixed theme

    fireEvent.ended(audio());
    expect(await screen.findByRole('heading', { name: 'Story ghost_stories 1' })).toBeInTheDocument();
  });

  it('choosing a theme while a story is on screen tells one in that theme at once', async () => {
    const generated = await startAt(38.7139, -9.1334);
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'architecture' } });
    expect(await screen.findByRole('heading', { name: 'Story architecture 0' })).toBeInTheDocument();
    expect(generated).toHaveLength(2);
  });
});
