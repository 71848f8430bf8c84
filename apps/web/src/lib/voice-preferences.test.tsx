import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { User } from '@roamcast/shared/schemas/user';
import { renderWithProviders } from '../test/render';
import { useAutoPlayPreference, voicePreferencesOf } from './voice-preferences';

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  tier: 'freemium',
  authMethod: 'local',
  voiceSettings: { provider: 'cloud', voice: 'adam', speed: 1.2, volume: 0.5, autoPlay: false },
  trialActive: false,
  trialExpiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function AutoPlayProbe() {
  return <p>{useAutoPlayPreference() ? 'autoplay on' : 'autoplay off'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('voice preferences', () => {
  it('uses the signed-in user’s settings, else the defaults', () => {
    expect(voicePreferencesOf(user)).toEqual(user.voiceSettings);
    expect(voicePreferencesOf(null)).toEqual({
      provider: 'cloud',
      voice: 'en-US-Studio-O',
      speed: 1,
      volume: 0.8,
      autoPlay: true,
    });
  });

  it('auto-plays for a visitor', () => {
    renderWithProviders(<AutoPlayProbe />);
    expect(screen.getByText('autoplay on')).toBeInTheDocument();
  });

  it('follows the session user’s autoPlay once the session loads', async () => {
    localStorage.setItem('roamcast-user-token', 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: { user }, error: null }), { status: 200 })),
    );
    renderWithProviders(<AutoPlayProbe />);
    expect(await screen.findByText('autoplay off')).toBeInTheDocument();
  });
});
