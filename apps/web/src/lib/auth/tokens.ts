import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import type { User } from '@roamcast/shared/schemas/user';
import { readStorage, removeStorage, writeStorage } from '../storage';

/** The bearer token: a signed-in user's token, else a developer-mode token (SPEC §6). */
export function readAuthToken(): string | null {
  return readStorage(STORAGE_KEYS.userToken) ?? readStorage(STORAGE_KEYS.devToken);
}

export function hasAuthToken(): boolean {
  return readAuthToken() !== null;
}

export function storeSignIn(result: { user: User; token: string }): void {
  writeStorage(STORAGE_KEYS.userToken, result.token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(result.user));
}

export function storeUser(user: User): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Signing out forgets every credential, the developer-mode one included. */
export function clearSignIn(): void {
  removeStorage(
    STORAGE_KEYS.userToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.partnerToken,
    STORAGE_KEYS.devToken,
    STORAGE_KEYS.devTier,
  );
}
