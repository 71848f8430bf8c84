import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { onNarrationRegenerationRequested } from '../../../lib/narration-events';
import { SettingsDialog } from './settings-dialog';

const baseUser = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  tier: 'freemium',
  authMethod: 'local',
  voiceSettings: { provider: 'cloud', voice: 'en-US-Studio-O', speed: 1, volume: 0.8, autoPlay: true },
  trialActive: false,
  trialExpiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const limits = {
  tier: 'freemium',
  tours: { current: 0, limit: 3 },
  postcards: { current: 0, limit: 0, resetsMonthly: false, resetDate: null },
};

type Reply = () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (data: unknown) => json({ success: true, data, error: null });

/** A stand-in API: the session, limits, and whatever the test says PATCH and the voice test answer. */
function stubServer({ patch, tts }: { patch?: Reply; tts?: Reply } = {}) {
  let user = structuredClone(baseUser);
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/user/session') return ok({ user });
    if (url === '/api/user/limits') return ok(limits);
    if (url === '/api/user/voice-settings' && init.method === 'PATCH') {
      if (patch) return patch();
      user = { ...user, voiceSettings: { ...user.voiceSettings, ...JSON.parse(String(init.body)) } };
      return ok(user.voiceSettings);
    }
    if (url === '/api/tts/test' && init.method === 'POST') {
      return tts ? tts() : ok({ audioUrl: '/media/audio/voice-tests/abc.mp3', provider: 'offline' });
    }
    return json({ success: false, data: null, error: 'unexpected' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => init.body && JSON.parse(String(init.body)));
  return { fetchMock, bodiesOf };
}

async function renderSignedIn() {
  renderWithProviders(<SettingsDialog open onOpenChange={() => {}} />);
  const section = await screen.findByRole('region', { name: 'Voice & playback' });
  return within(section);
}

beforeEach(() => {
  localStorage.setItem('roamcast-user-token', 'tok');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('voice settings', () => {
  it('lists the five narrators with Rachel chosen for the default cloud voice', async () => {
    stubServer();
    const section = await renderSignedIn();
    const select = section.getByRole('combobox', { name: 'Narrator voice' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Rachel – Clear narrator, warm tone',
      'Adam – Deep, authoritative',
      'Emily – Bright, energetic',
      'Marcus – Smooth, professional',
      'Sarah – Calm, storytelling',
    ]);
    expect(select).toHaveValue('rachel');
    expect(select).toHaveAccessibleDescription('Clear narrator, warm tone');
    expect(section.getByRole('switch', { name: 'Auto-play narrations' })).toBeChecked();
  });

  it('Test Voice asks for a sample in the chosen voice and plays it', async () => {
    const { bodiesOf } = stubServer();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const section = await renderSignedIn();
    fireEvent.change(section.getByRole('combobox', { name: 'Narrator voice' }), { target: { value: 'emily' } });
    fireEvent.change(section.getByRole('slider', { name: 'Speed' }), { target: { value: '1.5' } });
    fireEvent.click(section.getByRole('button', { name: 'Test Voice' }));

    await waitFor(() => expect(play).toHaveBeenCalledOnce());
    expect(bodiesOf('/api/tts/test')).toEqual([
      {
        text: 'Hello! This is how your narrations will sound with this voice.',
        provider: 'cloud',
        voice: 'emily',
        speed: 1.5,
        volume: 0.8,
        language: 'en',
      },
    ]);
    const sample = document.querySelector('audio')!;
    expect(sample.src).toMatch(/\/media\/audio\/voice-tests\/abc\.mp3$/);
    expect(sample).toBeVisible();
    expect(section.getByRole('button', { name: 'Test Voice' })).toBeEnabled();
  });

  it('says "Failed to generate test audio" when the sample cannot be made', async () => {
    stubServer({ tts: () => json({ success: false, data: null, error: 'Speech engine down' }, 503) });
    const section = await renderSignedIn();
    fireEvent.click(section.getByRole('button', { name: 'Test Voice' }));
    expect(await section.findByText('Failed to generate test audio')).toHaveAttribute('role', 'alert');
    expect(document.querySelector('audio')).not.toBeVisible();
  });

  it('Save & Regenerate saves every field, confirms for 3 s, refreshes the session and asks for a new narration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, bodiesOf } = stubServer();
    const regenerate = vi.fn();
    const unsubscribe = onNarrationRegenerationRequested(regenerate);
    const section = await renderSignedIn();

    fireEvent.change(section.getByRole('combobox', { name: 'Narrator voice' }), { target: { value: 'marcus' } });
    fireEvent.change(section.getByRole('slider', { name: 'Speed' }), { target: { value: '1.25' } });
    fireEvent.change(section.getByRole('slider', { name: 'Volume' }), { target: { value: '0.5' } });
    fireEvent.click(section.getByRole('switch', { name: 'Auto-play narrations' }));
    fireEvent.click(section.getByRole('button', { name: 'Save & Regenerate' }));

    const status = await section.findByText('Settings saved successfully!');
    expect(status).toHaveAttribute('role', 'status');
    expect(bodiesOf('/api/user/voice-settings')).toEqual([
      { provider: 'cloud', voice: 'marcus', speed: 1.25, volume: 0.5, autoPlay: false },
    ]);
    expect(regenerate).toHaveBeenCalledOnce();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/session')).toHaveLength(2));

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(section.getByText('Settings saved successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(section.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
    unsubscribe();
  });

  it('says "Failed to save settings" when the answer has neither success nor error, and does not regenerate', async () => {
    stubServer({ patch: () => json({}) });
    const regenerate = vi.fn();
    const unsubscribe = onNarrationRegenerationRequested(regenerate);
    const section = await renderSignedIn();
    fireEvent.click(section.getByRole('button', { name: 'Save & Regenerate' }));
    expect(await section.findByText('Failed to save settings')).toHaveAttribute('role', 'alert');
    expect(section.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
    expect(regenerate).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('shows the server’s reason when it refuses the settings', async () => {
    stubServer({ patch: () => json({ success: false, data: null, error: 'speed must be between 0.5 and 2' }, 400) });
    const section = await renderSignedIn();
    fireEvent.click(section.getByRole('button', { name: 'Save & Regenerate' }));
    expect(await section.findByText('speed must be between 0.5 and 2')).toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    localStorage.clear();
    stubServer();
    renderWithProviders(<SettingsDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Narrator voice' })).not.toBeInTheDocument();
  });
});
