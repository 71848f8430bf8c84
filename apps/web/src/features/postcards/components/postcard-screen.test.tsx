import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { renderWithProviders } from '../../../test/render';
import { failJson, okJson, stubNetwork } from '../../../test/stub-network';
import { VIDEO_POLL_MS } from '../api/get-public-postcard';
import { PostcardScreen } from './postcard-screen';

const POSTCARD: PublicPostcard = {
  shareCode: 'Pc_code-1234567890abcd',
  imageUrl: '/api/blobs/postcards/pc.png',
  previewUrl: '/api/blobs/postcards/pc.jpg',
  stylePreset: 'vintage',
  variant: 'artistic',
  tourName: 'Harbour walk',
  startPoint: 'Old Pier',
  destination: 'Lighthouse Point',
  highlights: ['Fish market', 'Clock tower', 'Sea wall'],
  voiceMessage: 'Wish you were here!',
  audioUrl: '/api/blobs/postcards/pc.mp3',
  videoUrl: null,
  videoGenerationStatus: null,
  createdAt: '2026-11-01T00:00:00Z',
};

function openPostcard(code = POSTCARD.shareCode) {
  return renderWithProviders(
    <Routes>
      <Route path="/postcards/:shareCode" element={<PostcardScreen />} />
    </Routes>,
    { path: `/postcards/${encodeURIComponent(code)}` },
  );
}

/** The API answers this postcard (or the given replies in turn) at its share address. */
function servePostcard(...replies: (PublicPostcard | Response)[]) {
  let answered = 0;
  return stubNetwork((url) => {
    if (url !== `/api/postcards/share/${POSTCARD.shareCode}`) return undefined;
    const reply = replies[Math.min(answered++, replies.length - 1)]!;
    return reply instanceof Response ? reply : okJson(reply);
  });
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
beforeEach(() => {
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return play();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the postcard page', () => {
  it('shows the tour name, picture, transcript, trip facts and style, asked without an account', async () => {
    const fetchMock = servePostcard(POSTCARD);
    openPostcard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour walk' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Postcard of Harbour walk' })).toHaveAttribute('src', POSTCARD.previewUrl);
    expect(screen.getByText('“Wish you were here!”')).toBeInTheDocument();
    expect(screen.getByText('Old Pier')).toBeInTheDocument();
    expect(screen.getByText('Lighthouse Point')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fish market',
      'Clock tower',
      'Sea wall',
    ]);
    expect(screen.getByText('Vintage · Artistic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Postcard' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create Your Own Tour' })).toHaveAttribute('href', '/tour-maker/make');
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('plays the voice message by itself', async () => {
    servePostcard(POSTCARD);
    openPostcard();
    await screen.findByRole('heading', { name: 'Voice message' });
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Click to hear the message' })).toBeNull();
  });

  it("offers 'Click to hear the message' when the browser blocks autoplay, and plays on the click", async () => {
    play.mockRejectedValueOnce(new DOMException('needs a gesture', 'NotAllowedError'));
    servePostcard(POSTCARD);
    openPostcard();
    const fallback = await screen.findByRole('button', { name: 'Click to hear the message' });
    fireEvent.click(fallback);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Click to hear the message' })).toBeNull());
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("says 'Postcard Not Found' for an unknown code, and for one that could never be a code without asking", async () => {
    const fetchMock = servePostcard(failJson('Postcard not found', 404));
    openPostcard();
    expect(await screen.findByRole('heading', { name: 'Postcard Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This postcard may have been deleted or the link is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Own Tour' })).toHaveAttribute('href', '/tour-maker/make');
    fetchMock.mockClear();
    openPostcard('not a code!');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Postcard Not Found' })).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the picture as <tour name>_postcard.png and says so', async () => {
    const fetchMock = stubNetwork((url) => {
      if (url === `/api/postcards/share/${POSTCARD.shareCode}`) return okJson(POSTCARD);
      if (url === POSTCARD.imageUrl) return new Response('png', { headers: { 'content-type': 'image/png' } });
      return undefined;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pc'), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openPostcard();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Postcard' }));
    expect(await screen.findByText('Postcard downloaded!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(POSTCARD.imageUrl);
    expect(clicked.map((anchor) => [anchor.download, anchor.href])).toEqual([['Harbour walk_postcard.png', 'blob:pc']]);
  });

  it('tells while the video is being made, asks again, and shows it once completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = servePostcard(
      { ...POSTCARD, videoGenerationStatus: 'pending' },
      { ...POSTCARD, videoGenerationStatus: 'processing' },
      { ...POSTCARD, videoGenerationStatus: 'completed', videoUrl: '/api/blobs/postcards/pc.mp4' },
    );
    const { container } = openPostcard();
    expect(await screen.findByText('The animated postcard is waiting to be made...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
    expect(await screen.findByText('The animated postcard is being made...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS));
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', '/api/blobs/postcards/pc.mp4'));
    expect(screen.queryByText(/animated postcard is/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_POLL_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the postcard with no video and no error when the video failed', async () => {
    servePostcard({ ...POSTCARD, videoGenerationStatus: 'failed' });
    const { container } = openPostcard();
    await screen.findByRole('img', { name: 'Postcard of Harbour walk' });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });
});
