import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { User } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** Developer mode (SPEC §6): a server running with DEV_MODE=1 signs us in on any tier. */
export async function devLogin(tier: TierId): Promise<void> {
  const { token } = await api.post<{ user: User; token: string }>('/api/auth/dev/login', { tier }, { auth: false });
  // A real sign-in would win over the dev token (SPEC §6 order), so it steps aside.
  removeStorage(STORAGE_KEYS.userToken, STORAGE_KEYS.user);
  writeStorage(STORAGE_KEYS.devToken, token);
  writeStorage(STORAGE_KEYS.devTier, tier);
}

export function leaveDevMode(): void {
  removeStorage(STORAGE_KEYS.devToken, STORAGE_KEYS.devTier);
}

export function activeDevTier(): string | null {
  return readStorage(STORAGE_KEYS.devToken) ? readStorage(STORAGE_KEYS.devTier) : null;
}

/** The dev tab stays hidden unless developer mode is on or the page was opened with ?dev=1. */
export function showDevTab(): boolean {
  return readStorage(STORAGE_KEYS.devToken) !== null || new URLSearchParams(window.location.search).get('dev') === '1';
}
