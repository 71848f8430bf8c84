import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AuthCallbackScreen } from './auth-callback-screen';

function reply(status: number, data: unknown, error: string | null = null): Response {
  return new Response(JSON.stringify({ success: status < 400, data, error }), { status });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthCallbackScreen (SPEC §2)', () => {
  it('fails without a token', () => {
    renderWithProviders(<AuthCallbackScreen />, { path: '/auth/callback' });
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No authentication token received');
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('fails when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, null, 'Not authenticated')),
    );
    renderWithProviders(<AuthCallbackScreen />, { path: '/auth/callback?token=bad' });
    expect(screen.getByRole('heading', { name: 'Authenticating...' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });

  it('validates the token with the session call, stores it and says so', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      reply(200, { user: { id: 'u1', email: 'ada@example.com', displayName: null, tier: 'premium' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AuthCallbackScreen />, { path: '/auth/callback?token=good' });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Redirecting you to the app...')).toBeInTheDocument();
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Authorization')).toBe('Bearer good');
    expect(localStorage.getItem('roamcast-user-token')).toBe('good');
  });
  it.each([
    ['partner_code', 'This sign-in code has expired or was already used. Please sign in again.'],
    ['partner_state', 'This sign-in link has expired or was already used. Please sign in again.'],
    ['something', 'Authentication failed. Please try again.'],
  ])('says why a partner sign-in was refused (%s) without asking the server', (code, message) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AuthCallbackScreen />, { path: `/auth/callback?error=${code}` });
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
