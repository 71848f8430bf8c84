import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('The map tiles exploded');
}

describe('AppErrorBoundary', () => {
  it('shows the global error screen with the error, the component stack and Reload Page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The map tiles exploded');
    expect(screen.getByRole('region', { name: 'Component stack' })).toHaveTextContent('Broken');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
