import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageSlideshow } from './image-slideshow';

const PHOTOS = ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'];

function activeSlide(): HTMLElement {
  return screen.getAllByRole('group', { hidden: true }).find((el) => el.dataset.active === 'true')!;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ImageSlideshow', () => {
  it('is a labelled carousel that advances every 5 s and wraps to the first photo', () => {
    render(<ImageSlideshow images={PHOTOS} themeId="nature" />);
    const region = screen.getByRole('region', { name: 'Photos' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 3' })).toHaveAttribute('src', '/media/a.jpg');

    advance(4999);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    advance(5000);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('moves with previous and next (wrapping) and pauses the automatic advance', () => {
    render(<ImageSlideshow images={PHOTOS} themeId="nature" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume slideshow' })).toBeInTheDocument();
    advance(15_000);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Resume slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('stops advancing while paused', () => {
    render(<ImageSlideshow images={PHOTOS} themeId="nature" intervalMs={2000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(10_000);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('marks the current dot with aria-current and the theme accent colour', () => {
    render(<ImageSlideshow images={PHOTOS} themeId="ghost_stories" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Show image/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(dots[2]!.querySelector('[data-dot]')).toHaveClass('bg-purple-500');
    expect(dots[0]!.querySelector('[data-dot]')).not.toHaveClass('bg-purple-500');
  });

  it('lays the theme gradient over the photos', () => {
    const { container } = render(<ImageSlideshow images={PHOTOS} themeId="weather" />);
    expect(container.querySelector('[data-slideshow-overlay]')).toHaveClass('from-sky-950/90');
  });

  it('does not advance a single photo and offers no controls for it', () => {
    render(
      <ImageSlideshow images={[{ url: '/media/only.jpg', credit: 'Ada Lovelace, CC BY 4.0' }]} themeId="nature" />,
    );
    // No timer is even started for a single photo.
    expect(vi.getTimerCount()).toBe(0);
    advance(20_000);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.getByText('Photo: Ada Lovelace, CC BY 4.0')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the theme artwork and "No images available" without photos', () => {
    const { container } = render(<ImageSlideshow images={[]} themeId="architecture" />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
    expect(container.querySelector('[data-theme="architecture"]')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('cross-fades over 1 s, but not for someone who asked for reduced motion', () => {
    const { unmount } = render(<ImageSlideshow images={PHOTOS} themeId="nature" />);
    expect(activeSlide().style.transition).toBe('opacity 1000ms ease-in-out');
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<ImageSlideshow images={PHOTOS} themeId="nature" />);
    expect(activeSlide().style.transition).toBe('none');
  });

  it('loads the first photo at once and the rest lazily, decoding off the main thread', () => {
    render(<ImageSlideshow images={PHOTOS} themeId="nature" placeName="Bath" />);
    const first = screen.getByRole('img', { name: 'Photo 1 of 3: Bath' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('decoding', 'async');
    const next = screen.getByRole('img', { name: 'Photo 2 of 3: Bath', hidden: true });
    expect(next).toHaveAttribute('loading', 'lazy');
  });

  it('starts a new set of photos at its first one, playing', () => {
    const { rerender } = render(<ImageSlideshow images={PHOTOS} themeId="nature" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    rerender(<ImageSlideshow images={['/media/x.jpg', '/media/y.jpg']} themeId="nature" />);
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute('src', '/media/x.jpg');
    advance(5000);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });
});
