import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PageTour } from '../logic/page-tour';
import { TourSummary } from './tour-summary';

const TOUR: PageTour = {
  shareCode: 'abc123',
  name: 'Route 66',
  description: null,
  theme: 'historical_facts',
  distance: 3.94,
  duration: 95,
  coverUrl: null,
  coverThumbnailUrl: null,
  famous: true,
  stops: [],
};

afterEach(() => vi.restoreAllMocks());

describe('the shared tour page’s summary', () => {
  // The first NumberFormat a Chromium page makes costs 45-70 ms of main thread (lib/format-tenths.ts).
  it('says the distance, duration and stops without making an Intl.NumberFormat', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    render(<TourSummary tour={TOUR} />);
    const facts = screen.getByRole('list', { name: /tour facts|facts/i });
    expect(facts).toHaveTextContent('3.9 miles');
    expect(facts).toHaveTextContent('1h 35m');
    expect(facts).toHaveTextContent('Stops: 0');
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
