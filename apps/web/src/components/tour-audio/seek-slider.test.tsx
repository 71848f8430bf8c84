import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SeekSlider } from './seek-slider';

const slider = () => screen.getByRole('slider', { name: 'Position in the narration' });

describe('SeekSlider', () => {
  it('spans the length of a stored story', () => {
    render(<SeekSlider currentTime={12} duration={80} onSeek={() => undefined} />);
    expect(slider()).toHaveAttribute('max', '80');
    expect(slider()).toHaveValue('12');
    expect(slider()).toHaveAttribute('aria-valuetext', '0:12 of 1:20');
    expect(screen.queryByText('still arriving')).not.toBeInTheDocument();
  });

  it('spans what has arrived of a story still being spoken, so it is not full at 0:01 (issue 24)', () => {
    const onSeek = vi.fn();
    render(<SeekSlider currentTime={1} duration={null} arrived={7.4} onSeek={onSeek} />);
    expect(slider()).toBeEnabled();
    expect(slider()).toHaveAttribute('max', '7.4');
    expect(slider()).toHaveValue('1');
    expect(screen.getByTestId('total-time')).toHaveTextContent('0:07');
    expect(screen.getByText('still arriving')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuetext', '0:01 of 0:07 received so far; the rest is still arriving');
    // The listener may go back within what has arrived.
    fireEvent.change(slider(), { target: { value: '0.5' } });
    expect(onSeek).toHaveBeenCalledWith(0.5);
  });

  it('waits, disabled, while nothing has arrived', () => {
    render(<SeekSlider currentTime={0} duration={null} onSeek={() => undefined} />);
    expect(slider()).toBeDisabled();
    expect(screen.getByTestId('total-time')).toHaveTextContent('--:--');
  });
});
