import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { envelope } from '../../../test/stand-ins';
import { narrationFixture, routeFixture } from '../test-fixtures';
import { renderPlayer } from './render-player';

const famousTour = routeFixture({
  name: 'Amalfi Coast',
  isFamous: 1,
  pointsOfInterest: [{ name: 'Positano', latitude: 40.6283, longitude: 14.4843, description: undefined }],
  narrations: [narrationFixture({ id: 'n-1', routeId: 'route-1', waypointIndex: 0 })],
});

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Copy to My Tours on a famous tour', () => {
  it('asks a visitor to sign in first, and copies nothing', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/tour-maker/routes/route-1' ? envelope(famousTour) : envelope(null, 404, 'no'),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer('/play/route-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to My Tours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to copy this tour to My Tours and edit it.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/copy'))).toBe(false);
  });

  it('copies it for a signed-in listener and leaves for the editor; a refusal is said as the server says it', async () => {
    localStorage.setItem(STORAGE_KEYS.userToken, 'token-1');
    let refuse = true;
    const copies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/tour-maker/routes/route-1') return envelope(famousTour);
        if (url === '/api/user/session') return envelope({ user: { id: 'user-1', tier: 'freemium' } });
        if (url === '/api/tour-maker/routes/route-1/copy' && init?.method === 'POST') {
          copies.push(url);
          if (refuse) return envelope(null, 403, "You've reached your tour limit of 3 tours on the Freemium plan.");
          return envelope(routeFixture({ id: 'copy-1', name: 'Amalfi Coast' }), 201);
        }
        return envelope(null, 404, 'no');
      }),
    );
    renderPlayer('/play/route-1');
    const copy = await screen.findByRole('button', { name: 'Copy to My Tours' });
    await waitFor(() => expect(copy).toBeEnabled());
    fireEvent.click(copy);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've reached your tour limit of 3 tours on the Freemium plan.",
    );
    refuse = false;
    fireEvent.click(copy);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Amalfi Coast' })).toBeNull());
    expect(copies).toHaveLength(2);
  });
});
