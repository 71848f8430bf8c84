import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { SignInDialog } from './sign-in-dialog';

const user = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', tier: 'freemium' };

function reply(status: number, data: unknown, error: string | null = null): Response {
  return new Response(JSON.stringify({ success: status < 400, data, error }), { status });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInDialog', () => {
  it("shows the server's error text in an alert", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, null, 'Email or password is incorrect')),
    );
    renderWithProviders(<SignInDialog open onOpenChange={() => {}} onSignedIn={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });

  it('creates an account with a display name and stores the token and user', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url === '/api/auth/local/signup' ? reply(201, { user, token: 'new-token' }) : reply(200, { user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInDialog open onOpenChange={() => {}} onSignedIn={onSignedIn} />);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.change(screen.getByLabelText('Display name (optional)'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const signup = fetchMock.mock.calls.find(([url]) => url === '/api/auth/local/signup')!;
    expect(JSON.parse(String(signup[1].body))).toEqual({
      email: 'ada@example.com',
      password: 'long enough',
      displayName: 'Ada',
    });
    expect(localStorage.getItem('roamcast-user-token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('roamcast-user')!)).toMatchObject({ email: 'ada@example.com' });
  });
  it('offers partner sign-in only when the server has a partner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/config/partner'
          ? reply(200, { apiUrl: '/api/auth/partner/start', name: 'Acme ID', partner: 'partner' })
          : reply(404, null, 'unexpected'),
      ),
    );
    renderWithProviders(<SignInDialog open onOpenChange={() => {}} onSignedIn={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
      'href',
      '/api/auth/partner/start',
    );
  });
});
