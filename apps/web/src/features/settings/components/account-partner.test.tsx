import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ADA } from '../../../test/stand-ins';
import { AccountTab } from './account-tab';

const user = ADA;
const limits = {
  tier: 'freemium',
  tours: { current: 1, limit: 3 },
  postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
};
const config = { apiUrl: '/api/auth/partner/start', name: 'Acme ID', partner: 'partner' };
const status = {
  partner: 'partner',
  name: 'Acme ID',
  configured: true,
  available: true,
  linked: true,
  canUnlink: true,
};
const reply = (status: number, data: unknown, error: string | null = null) =>
  new Response(JSON.stringify({ success: status < 400, data, error }), { status });

function stubServer(availability: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/user/session') return reply(200, { user });
    if (url === '/api/config/partner') return reply(200, config);
    if (url === '/api/user/limits') return reply(200, limits);
    if (url === '/api/partner/check-availability') return availability();
    if (url === '/api/auth/partner/link' && init?.method === 'DELETE') return reply(200, { linked: false });
    return reply(200, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings partner area', () => {
  it('says linked, unlinks, and asks the availability check again', async () => {
    localStorage.setItem('roamcast-user-token', 'tok');
    let linked = true;
    const fetchMock = stubServer(() => reply(200, { ...status, linked }));
    renderWithProviders(<AccountTab />);
    const area = await screen.findByRole('region', { name: 'Acme ID account' });
    expect(await within(area).findByText('Linked to Acme ID')).toBeInTheDocument();
    linked = false;
    fireEvent.click(within(area).getByRole('button', { name: 'Unlink Acme ID' }));
    expect(await within(area).findByRole('button', { name: 'Link your Acme ID account' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('signs the user out with a message when the availability check answers 401', async () => {
    localStorage.setItem('roamcast-user-token', 'tok');
    stubServer(() => reply(401, null, 'Not authenticated'));
    renderWithProviders(<AccountTab />);
    expect(await screen.findByText('Session expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute('href', config.apiUrl);
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });

  it('is hidden when the server has no partner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(404, null, 'Partner sign-in (partner) is not configured on this server')),
    );
    renderWithProviders(<AccountTab />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Acme ID account' })).toBeNull();
  });
});
