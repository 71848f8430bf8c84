import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { failJson, okJson, stubNetwork } from '../../../../test/stub-network';
import type { CardTour } from './card-tour';
import { SlideshowDialog } from './slideshow-dialog';

const TOUR: CardTour = {
  id: '6f1c8a52-1d7e-4d57-9d0a-1a2b3c4d5e6f',
  kind: 'mine',
  name: 'Ancient Rome',
  description: null,
  startPoint: null,
  destination: null,
  theme: null,
  imageUrl: null,
  stops: 3,
  distance: null,
  duration: null,
  highlights: [],
};
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const STATS = {
  shareUrl: `/slideshow/${TOKEN}`,
  shareToken: TOKEN,
  viewCount: 4,
  uniqueViewers: 3,
  completionCount: 2,
  ctaClicks: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  lastViewedAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the slideshow dialog of My Tours', () => {
  it('makes the link, copies it and shows who has watched', async () => {
    const calls: string[] = [];
    stubNetwork((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === `/api/tours/${TOUR.id}/create-slideshow`)
        return okJson({ shareUrl: STATS.shareUrl, shareToken: TOKEN });
      if (url === `/api/tours/${TOUR.id}/slideshow`) return okJson(STATS);
      return undefined;
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<SlideshowDialog tour={TOUR} onClose={() => undefined} />);

    const link = await screen.findByRole('textbox', { name: 'Slideshow link' });
    expect(link).toHaveValue(`${window.location.origin}/slideshow/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Open Slideshow' })).toHaveAttribute('href', `/slideshow/${TOKEN}`);
    expect(await screen.findByText('Views')).toBeInTheDocument();
    expect(screen.getByTestId('slideshow-viewCount')).toHaveTextContent('4');
    expect(screen.getByTestId('slideshow-uniqueViewers')).toHaveTextContent('3');
    expect(screen.getByTestId('slideshow-completionCount')).toHaveTextContent('2');
    expect(screen.getByTestId('slideshow-ctaClicks')).toHaveTextContent('1');

    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Share link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/slideshow/${TOKEN}`);
    expect(calls[0]).toBe(`POST /api/tours/${TOUR.id}/create-slideshow`);
  });

  it('says so when the link cannot be made', async () => {
    stubNetwork(() => failJson('Tour not found', 404));
    renderWithProviders(<SlideshowDialog tour={TOUR} onClose={() => undefined} />);
    expect(await screen.findByText('Failed to create slideshow link')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
