import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MapLoadBoundary } from '../../../../components/map/map-load-boundary';
import { MapPlaceholder } from './map-placeholder';

function ChunkThatFailed(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MapLoadBoundary', () => {
  it("shows 'Failed to load map' with the reason, and the overlay can still be closed", () => {
    // React reports the caught error on the console; the test only cares what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(
      <MapLoadBoundary fallback={(error) => <MapPlaceholder expanded={false} onClose={onClose} error={error} />}>
        <ChunkThatFailed />
      </MapLoadBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load mapFailed to fetch dynamically imported module',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close map' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders the map when nothing fails', () => {
    render(
      <MapLoadBoundary fallback={() => <p>fallback</p>}>
        <p>map</p>
      </MapLoadBoundary>,
    );
    expect(screen.getByText('map')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
