import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ADA } from '../../../test/stand-ins';
import { AppDialogsContext } from '../../../lib/app-dialogs';
import { SettingsDialog } from './settings-dialog';
import { changeLanguage } from '../../../lib/i18n';

const user = ADA;
const limits = {
  tier: 'freemium',
  tours: { current: 3, limit: 3 },
  postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
};

function ok(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data, error: null }), { status: 200 });
}

function stubServer() {
  const fetchMock = vi.fn(async (url: string, _init: RequestInit) => {
    if (url === '/api/user/session') return ok({ user });
    if (url === '/api/user/limits') return ok(limits);
    if (url === '/api/auth/logout') return ok({ signedOut: true });
    if (url === '/api/config/upgrade-url') return ok({ url: 'https://billing.example.com/upgrade' });
    if (url === '/api/config/partner') return ok(null);
    return new Response(JSON.stringify({ success: false, data: null, error: 'unexpected' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSettings(openSignIn = vi.fn()) {
  renderWithProviders(
    <AppDialogsContext.Provider value={{ openSettings: vi.fn(), openLanguagePicker: vi.fn(), openSignIn }}>
      <SettingsDialog open onOpenChange={() => {}} />
    </AppDialogsContext.Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsDialog', () => {
  it('runs its tabs right to left in Arabic', async () => {
    stubServer();
    await changeLanguage('ar');
    try {
      renderSettings();
      expect(screen.getAllByRole('tablist')[0]!.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    } finally {
      await changeLanguage('en');
    }
  });

  it('opens on Account Settings with a sign-in prompt for visitors', async () => {
    const fetchMock = stubServer();
    const openSignIn = vi.fn();
    renderSettings(openSignIn);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Developer' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(openSignIn).toHaveBeenCalledOnce();
    // Only whether partner sign-in exists (none here: its area stays hidden).
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/config/partner']);
  });

  it('shows plan, usage, Upgrade to Premium and Sign Out for a signed-in freemium user', async () => {
    localStorage.setItem('roamcast-user-token', 'tok');
    const fetchMock = stubServer();
    renderSettings();

    expect(await screen.findByText('Signed in as Ada')).toBeInTheDocument();
    expect(screen.getByText('Freemium')).toBeInTheDocument();
    expect(await screen.findByText('3/3')).toBeInTheDocument();
    expect(screen.getByText('Tour limit reached')).toBeInTheDocument();
    expect(screen.queryByText('Postcards')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    // A freemium user at the tour limit is pointed at Standard (SPEC §6), and may choose Premium instead.
    const standard = within(upgrade).getByRole('region', { name: 'Standard' });
    const premium = within(upgrade).getByRole('region', { name: 'Premium' });
    expect(within(standard).getByRole('radio')).toBeChecked();
    expect(standard).toHaveTextContent('Recommended');
    expect(standard).toHaveTextContent('$9.99 / month');
    expect(premium).not.toHaveTextContent('Recommended');
    expect(premium).toHaveTextContent('$15.99 / month');
    expect(premium).toHaveTextContent('Unlimited postcards');
    fireEvent.click(within(premium).getByRole('radio'));
    expect(within(premium).getByRole('radio')).toBeChecked();
    fireEvent.click(within(standard).getByRole('radio'));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    // The configured page (UPGRADE_URL), with the user's id as the reference the billing webhook reads.
    const upgradeNow = within(upgrade).getByRole('button', { name: 'Upgrade Now' });
    await waitFor(() => expect(upgradeNow).toBeEnabled());
    fireEvent.click(upgradeNow);
    expect(open).toHaveBeenCalledWith(
      'https://billing.example.com/upgrade?plan=standard&client_reference_id=u1',
      '_blank',
      'noopener,noreferrer',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
    expect(localStorage.getItem('roamcast-user-token')).toBeNull();
  });

  it('shows the User Guide accordions with About v1.0', async () => {
    stubServer();
    renderSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'User Guide' }));
    for (const title of ['Voice Commands', 'How It Works', 'Troubleshooting', 'Technology White Paper']) {
      expect(await screen.findByRole('button', { name: title })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByText('Roamcast v1.0')).toBeInTheDocument();
  });

  it('describes Deep Dive in How It Works, with the lengths the creator offers', async () => {
    stubServer();
    renderSettings();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'User Guide' }));
    fireEvent.click(await screen.findByRole('button', { name: 'How It Works' }));
    expect(await screen.findByRole('heading', { name: 'Deep Dive' })).toBeInTheDocument();
    expect(screen.getByText(/an in-depth educational exploration of one place or topic/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /short \(about 2-3 minutes in all\), medium \(4-6 minutes, the default\) or long \(8-12 minutes\)/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the developer tab when a dev token exists', () => {
    localStorage.setItem('dev-mode-token', 'dev');
    stubServer();
    renderSettings();
    expect(screen.getByRole('tab', { name: 'Developer' })).toBeInTheDocument();
  });
});
