import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope } from '../../../../test/stand-ins';
import {
  card,
  famous,
  gridNames,
  renderManage,
  route,
  select,
  serveApi,
  signedInWith,
  toolbarButton,
} from './manage-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const harbour = route({
  id: 't-1',
  name: 'Harbour walk',
  description: 'Ferries and fish markets',
  startPoint: 'Pier 39',
  destination: 'Ferry Building',
  theme: 'waterfront',
  distance: 2.5,
  duration: 95,
  pointsOfInterest: [
    { name: 'Pier 39', latitude: 37.8087, longitude: -122.4098 },
    { name: 'Ferry Building', latitude: 37.7955, longitude: -122.3937 },
  ],
  customImageUrl: '/media/covers/custom.jpg',
  aiImageUrl: '/media/covers/ai.png',
});
const ghosts = route({ id: 't-2', name: 'Old Town after dark', theme: 'ghost_stories', startPoint: 'Edinburgh' });
const route66 = famous({ id: 'f-1', name: 'Historic Route 66', startPoint: 'Chicago', destination: 'Santa Monica' });

describe('My Tours page', () => {
  it('offers a visitor sign-in instead of My Tours, and never asks for their tours', async () => {
    const calls = serveApi({ 'GET /api/tour-maker/famous': () => envelope([]) });
    const openSignIn = vi.fn();
    renderManage({ openSignIn });

    expect(await screen.findByText('Sign in to see the tours you have made.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(await screen.findByText('No famous tours yet')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/tour-maker/routes')).toBe(false);
  });

  it('shows each tour with its cover, stop count, theme, distance and duration', async () => {
    signedInWith([harbour, ghosts], [route66]);
    renderManage();

    await screen.findByRole('button', { name: 'Harbour walk' });
    const item = card('Harbour walk').closest('li')!;
    // The uploaded cover wins over the generated one.
    expect(item.querySelector('img')).toHaveAttribute('src', '/media/covers/custom.jpg');
    expect(card('Harbour walk')).toHaveAccessibleDescription('Stops: 2 · Waterfront · 2.5 mi · 1 h 35 min');
    expect(within(item).getByText('Pier 39 → Ferry Building')).toBeInTheDocument();
    // Without a picture the theme's artwork stands in.
    const dark = card('Old Town after dark').closest('li')!;
    expect(dark.querySelector('img')).toBeNull();
    expect(dark.querySelector('[data-theme="ghost_stories"]')).not.toBeNull();
    expect(card('Old Town after dark')).toHaveAccessibleDescription('Stops: 0 · Ghost Stories');
    expect(gridNames('Famous Tours')).toEqual(['Historic Route 66']);
  });

  it('filters both grids by name, description, start point, destination and theme', async () => {
    signedInWith([harbour, ghosts], [route66]);
    renderManage();
    await screen.findByRole('button', { name: 'Harbour walk' });
    const search = screen.getByRole('searchbox', { name: 'Search tours' });

    fireEvent.change(search, { target: { value: 'fish' } }); // description
    expect(gridNames('Your Tours')).toEqual(['Harbour walk']);
    expect(screen.getByText('No tours match “fish”.')).toBeInTheDocument(); // famous grid

    fireEvent.change(search, { target: { value: 'ghost' } }); // theme
    expect(gridNames('Your Tours')).toEqual(['Old Town after dark']);

    fireEvent.change(search, { target: { value: 'EDINBURGH' } }); // start point, any case
    expect(gridNames('Your Tours')).toEqual(['Old Town after dark']);

    fireEvent.change(search, { target: { value: 'santa monica' } }); // destination
    expect(gridNames('Famous Tours')).toEqual(['Historic Route 66']);
    expect(screen.queryByRole('list', { name: 'Your Tours' })).toBeNull();

    fireEvent.change(search, { target: { value: '' } });
    expect(gridNames('Your Tours')).toEqual(['Harbour walk', 'Old Town after dark']);
  });

  it('selects a tour by clicking its card, and a second click lets go', async () => {
    signedInWith([harbour, ghosts]);
    renderManage();
    await screen.findByRole('button', { name: 'Harbour walk' });
    for (const name of ['Play', 'Share', 'Regenerate Cover', 'Delete']) expect(toolbarButton(name)).toBeDisabled();
    expect(screen.getByText('Select a tour to use these buttons.')).toBeInTheDocument();

    select('Harbour walk');
    expect(card('Harbour walk')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected: Harbour walk')).toBeInTheDocument();
    for (const name of [
      'Play',
      'Share',
      'Postcard',
      'Slideshow',
      'Regenerate Narrations',
      'Regenerate Cover',
      'Upload',
      'Delete',
    ])
      expect(toolbarButton(name)).toBeEnabled();

    select('Old Town after dark'); // one selection at a time
    expect(card('Harbour walk')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Old Town after dark')).toHaveAttribute('aria-pressed', 'true');

    select('Old Town after dark');
    expect(card('Old Town after dark')).toHaveAttribute('aria-pressed', 'false');
    expect(toolbarButton('Play')).toBeDisabled();
  });

  it('lets a famous tour be played and shared but not changed', async () => {
    signedInWith([harbour], [route66]);
    renderManage();
    await screen.findByRole('button', { name: 'Historic Route 66' });
    select('Historic Route 66');
    expect(toolbarButton('Play')).toBeEnabled();
    expect(toolbarButton('Share')).toBeEnabled();
    for (const name of ['Regenerate Narrations', 'Regenerate Cover', 'Upload', 'Delete'])
      expect(toolbarButton(name)).toBeDisabled();
    expect(screen.getByText(/only your own tours can be changed/)).toBeInTheDocument();
  });

  it('opens the postcard dialog for the selected tour, and closes it', async () => {
    signedInWith([harbour], [], {
      'GET /api/user/limits': () =>
        envelope({
          tier: 'standard',
          tours: { current: 1, limit: 10 },
          postcards: { current: 0, limit: 3, resetsMonthly: true, resetDate: null },
        }),
      'GET /api/postcards/styles': () => envelope([]),
    });
    renderManage();
    await screen.findByRole('button', { name: 'Harbour walk' });
    select('Harbour walk');
    fireEvent.click(toolbarButton('Postcard'));
    const dialog = await screen.findByRole('dialog', { name: 'Create Postcard' });
    expect(dialog).toHaveAccessibleDescription('An AI postcard of “Harbour walk” to share.');
    expect(await within(dialog).findByRole('button', { name: 'Generate Postcard' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the first 6 famous tours at once and the rest 100 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tours = Array.from({ length: 8 }, (_, index) => famous({ id: `f-${index}`, name: `Famous ${index + 1}` }));
    serveApi({ 'GET /api/tour-maker/famous': () => envelope(tours) });
    renderManage();
    await screen.findByRole('button', { name: 'Famous 1' });
    expect(gridNames('Famous Tours')).toHaveLength(6);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(gridNames('Famous Tours')).toHaveLength(8);
  });

  it('shows famous tours saved in this browser at once, and saves what the server sends', async () => {
    localStorage.setItem(
      'famous-tours-cache',
      JSON.stringify({ version: 'v2', savedAt: Date.now() - 60_000, tours: [route66] }),
    );
    let answer!: (response: Response) => void;
    const reply = new Promise<Response>((resolve) => (answer = resolve));
    serveApi({ 'GET /api/tour-maker/famous': () => reply });
    renderManage();
    // On the first paint, while the server has not answered yet.
    expect(gridNames('Famous Tours')).toEqual(['Historic Route 66']);

    localStorage.clear();
    answer(envelope([route66, famous({ id: 'f-2', name: 'Great Ocean Road' })]));
    await screen.findByRole('button', { name: 'Great Ocean Road' });
    expect(localStorage.getItem('famous-tours-cache')).toContain('Great Ocean Road');
  });

  it('fetches both lists again on Refresh', async () => {
    const calls = signedInWith([harbour], [route66]);
    renderManage();
    await screen.findByRole('button', { name: 'Harbour walk' });
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    expect([count('/api/tour-maker/routes'), count('/api/tour-maker/famous')]).toEqual([1, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect([count('/api/tour-maker/routes'), count('/api/tour-maker/famous')]).toEqual([2, 2]));
  });
});
