import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { useJourney } from '../../hooks/use-journey';
import { JourneyIndicator } from './journey-indicator';

afterEach(() => sessionStorage.clear());

function recorder() {
  return renderHook(() => useJourney()).result;
}

describe('JourneyIndicator', () => {
  it('shows nothing until a narration is recorded', () => {
    renderWithProviders(<JourneyIndicator />);
    expect(screen.queryByRole('group', { name: 'Journey recording' })).not.toBeInTheDocument();
  });

  it('shows the stop count, and Save only from 2 stops', () => {
    renderWithProviders(<JourneyIndicator />);
    const journey = recorder();

    act(() => journey.current.record('n-1'));
    expect(screen.getByRole('status')).toHaveTextContent('Recording · Stops: 1');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();

    act(() => journey.current.record('n-2'));
    expect(screen.getByRole('status')).toHaveTextContent('Recording · Stops: 2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Clear empties the journey', () => {
    sessionStorage.setItem(
      'active-journey',
      JSON.stringify({ isRecording: true, narrationIds: ['a', 'b'], startedAt: 1 }),
    );
    renderWithProviders(<JourneyIndicator />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('group', { name: 'Journey recording' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('active-journey')).toBeNull();
  });

  it('Save opens the Save Your Journey dialog', async () => {
    sessionStorage.setItem(
      'active-journey',
      JSON.stringify({ isRecording: true, narrationIds: ['a', 'b'], startedAt: 1 }),
    );
    renderWithProviders(<JourneyIndicator />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save Your Journey' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Stops: 2');
  });
});
