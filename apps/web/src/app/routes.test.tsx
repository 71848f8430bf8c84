import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './routes';

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('routes', () => {
  it("answers an unknown path with 'Page not found' and a link home", async () => {
    renderAt('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the Explorer with its Start button at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    // The top bar (with its Home link) is hidden on the Explorer.
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it.each([
    ['/tour-maker/manage', 'My Tours'],
    ['/tour-maker/create', 'Create a New Tour'],
    ['/tour-maker/make/42', 'Edit Your Tour'],
    ['/play/abc', 'Loading tour...'],
    ['/tour/pacific-coast-highway', 'Loading tour...'],
  ])('loads %s lazily with its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/postcards/abc', 'Loading postcard...'],
    ['/slideshow/tok', 'Loading slideshow...'],
  ])('loads %s lazily and says it is loading', async (path, status) => {
    renderAt(path);
    // Found while it shows: the page moves on (to its not-found or failed state) as soon as the fetch ends.
    expect((await screen.findByText(status)).textContent).toBe(status);
  });

  it('shows the top navigation on tour-maker pages but not on the player', async () => {
    renderAt('/tour-maker/manage');
    await screen.findByRole('heading', { level: 1, name: 'My Tours' });
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Tour' })).toBeInTheDocument();
  });

  it('hides the top navigation on the player', async () => {
    renderAt('/play');
    await screen.findByRole('heading', { level: 1, name: 'Tour not found' });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });
});
