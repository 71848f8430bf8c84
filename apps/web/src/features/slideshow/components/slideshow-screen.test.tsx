import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { renderWithProviders } from '../../../test/render';
import { failJson, okJson, stubNetwork } from '../../../test/stub-network';
import { SlideshowScreen } from './slideshow-screen';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

function slideshow(overrides: Partial<PublicSlideshow> = {}): PublicSlideshow {
  return {
    shareToken: TOKEN,
    tour: { name: 'Ancient Rome', description: 'Three stops through the old city', coverUrl: '/media/rome.jpg' },
    stops: [
      {
        name: 'Colosseum',
        address: 'Piazza del Colosseo, Roma',
        photoUrls: ['/media/colosseum.jpg'],
        narrationText: '[BEGIN NARRATION] Gladiators fought here. [END NARRATION]',
        audioUrl: '/media/0.mp3',
      },
      {
        name: 'Pantheon',
        address: null,
        photoUrls: [],
        narrationText: 'A temple to every god.',
        audioUrl: '/media/1.mp3',
      },
    ],
    creatorIsFree: true,
    ...overrides,
  };
}

/** The network as the page sees it, with every event the page sends. */
function serve(data: PublicSlideshow | Response) {
  const events: { event: string; body: Record<string, unknown> }[] = [];
  stubNetwork((url, init) => {
    const match = url.match(/^\/api\/slideshows\/[^/]+(?:\/(view|complete|cta-click))?$/);
    if (!match) return undefined;
    if (match[1]) {
      events.push({ event: match[1], body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return okJson({ counted: true });
    }
    return data instanceof Response ? data : okJson(data);
  });
  return events;
}

function renderAt(path = `/slideshow/${TOKEN}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/slideshow/:shareToken" element={<SlideshowScreen />} />
      <Route path="/" element={<h1>Explorer home</h1>} />
    </Routes>,
    { path },
  );
}

const audio = () => document.querySelector('audio')!;
let wakeLock: { request: ReturnType<typeof vi.fn>; released: number };

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  wakeLock = { request: vi.fn(), released: 0 };
  wakeLock.request.mockImplementation(async () => {
    const sentinel = {
      released: false,
      release: async () => {
        sentinel.released = true;
        wakeLock.released += 1;
      },
    };
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the slideshow page', () => {
  it('plays a free creator’s tour through to the call to action, counting each event once', async () => {
    const events = serve(slideshow());
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading slideshow...');
    expect(await screen.findByRole('heading', { name: 'Ancient Rome' })).toBeInTheDocument();
    expect(screen.getByText('2 stops • AI-narrated tour')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Made with Roamcast' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start Tour' }));
    expect(await screen.findByRole('heading', { name: 'Colosseum' })).toBeInTheDocument();
    expect(screen.getByText('Piazza del Colosseo, Roma')).toBeInTheDocument();
    expect(screen.getByText('Gladiators fought here.')).toBeInTheDocument();
    expect(screen.queryByText(/BEGIN NARRATION/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Colosseum' })).toHaveAttribute('src', '/media/colosseum.jpg');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(wakeLock.request).toHaveBeenCalledWith('screen');

    // Each narration's end moves on; the last one's end completes the tour.
    act(() => void fireEvent.ended(audio()));
    expect(await screen.findByRole('heading', { name: 'Pantheon' })).toBeInTheDocument();
    expect(audio()).toHaveAttribute('src', '/media/1.mp3');
    act(() => void fireEvent.ended(audio()));
    expect(await screen.findByRole('heading', { name: 'Tour Complete!' })).toHaveFocus();
    expect(wakeLock.released).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Replay Tour' }));
    expect(await screen.findByRole('heading', { name: 'Colosseum' })).toBeInTheDocument();
    act(() => void fireEvent.ended(audio()));
    act(() => void fireEvent.ended(audio()));
    fireEvent.click(await screen.findByRole('link', { name: 'Get Started Free' }));
    expect(await screen.findByRole('heading', { name: 'Explorer home' })).toBeInTheDocument();

    expect(events.map((sent) => sent.event)).toEqual(['view', 'complete', 'cta-click']);
    const viewerId = events[0]!.body.viewerId;
    expect(viewerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(events[0]!.body).toEqual({ viewerId, isUnique: true });
    expect(events.every((sent) => sent.body.viewerId === viewerId)).toBe(true);
  });

  it('keeps the same viewer on a reload and names the product for a paying creator', async () => {
    const first = serve(slideshow({ creatorIsFree: false }));
    const { unmount } = renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Tour' }));
    unmount();
    const again = serve(slideshow({ creatorIsFree: false }));
    renderAt();
    expect(screen.queryByRole('heading', { name: 'Made with Roamcast' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Tour' }));
    expect(again[0]!.body).toEqual({ viewerId: first[0]!.body.viewerId, isUnique: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(await screen.findByRole('link', { name: 'Roamcast' })).toHaveAttribute('href', '/');
  });

  it('mutes, pauses, steps back and exits to the splash, letting the screen sleep again', async () => {
    serve(slideshow());
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Tour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next stop' }));
    expect(await screen.findByRole('heading', { name: 'Pantheon' })).toBeInTheDocument();
    expect(screen.getByText('Stop 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute('aria-valuenow', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Previous stop' }));
    expect(await screen.findByRole('heading', { name: 'Colosseum' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exit slideshow' }));
    expect(await screen.findByRole('button', { name: 'Start Tour' })).toBeInTheDocument();
    expect(wakeLock.released).toBe(1);
  });

  it('asks for the wake lock again when the page shows again', async () => {
    serve(slideshow());
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Tour' }));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    const sentinel = (await wakeLock.request.mock.results[0]!.value) as { released: boolean };
    sentinel.released = true; // the browser dropped it while hidden
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('shows Tour Not Ready for a tour without narrations', async () => {
    serve(slideshow({ stops: [] }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Tour Not Ready' })).toBeInTheDocument();
  });

  it('shows Slideshow Not Found for an unknown link', async () => {
    serve(failJson('Slideshow Not Found', 404));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Slideshow Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('offers Retry when the answer is not a slideshow', async () => {
    serve(okJson({ shareToken: TOKEN, tour: { name: 'x' } }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'The slideshow could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
