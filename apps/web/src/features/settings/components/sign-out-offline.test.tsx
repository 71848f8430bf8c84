import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AccountSummary } from './account-summary';

// The device's offline copies (IndexedDB and Cache Storage, which jsdom lacks) as this test sets them.
const device = vi.hoisted(() => ({ has: true, removed: 0 }));
vi.mock('../../../offline/device-copies', () => ({
  hasOfflineCopies: async () => device.has,
  removeAllOfflineCopies: async () => {
    device.removed += 1;
  },
}));

const user = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  tier: 'premium',
  authMethod: 'local',
  voiceSettings: { provider: 'cloud', voice: 'en-US-Studio-O', speed: 1, volume: 0.8, autoPlay: true },
  trialActive: false,
  trialExpiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

function stubServer() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/logout') return new Response(JSON.stringify({ success: true, data: {}, error: null }));
    return new Response(JSON.stringify({ success: false, data: null, error: 'unexpected' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const loggedOut = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout');

afterEach(() => {
  vi.unstubAllGlobals();
  device.removed = 0;
  localStorage.clear();
});

describe('signing out with tours saved for offline', () => {
  it('asks first, and removes the copies only when told to', async () => {
    device.has = true;
    const fetchMock = stubServer();
    localStorage.setItem('roamcast-user-token', 'token');
    renderWithProviders(<AccountSummary user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Tours saved for offline stay on this device after you sign out. Remove them too?',
    );
    expect(loggedOut(fetchMock)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove offline copies' }));
    await vi.waitFor(() => expect(loggedOut(fetchMock)).toBe(true));
    expect(device.removed).toBe(1);
  });

  it('keeps them when the traveller says so', async () => {
    device.has = true;
    const fetchMock = stubServer();
    localStorage.setItem('roamcast-user-token', 'token');
    renderWithProviders(<AccountSummary user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep them' }));
    await vi.waitFor(() => expect(loggedOut(fetchMock)).toBe(true));
    expect(device.removed).toBe(0);
  });

  it('does not ask when nothing is saved', async () => {
    device.has = false;
    const fetchMock = stubServer();
    localStorage.setItem('roamcast-user-token', 'token');
    renderWithProviders(<AccountSummary user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(loggedOut(fetchMock)).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
