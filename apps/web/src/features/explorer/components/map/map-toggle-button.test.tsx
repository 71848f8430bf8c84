import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MapToggleButton } from './map-toggle-button';

describe('MapToggleButton', () => {
  it('is a labelled toggle that reports its state', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<MapToggleButton open={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Show map' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(<MapToggleButton open onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute('aria-pressed', 'true');
  });
});
