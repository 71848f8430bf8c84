import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { writeStorage } from '../lib/storage';

/** The partner's identifier in the `source` parameter of its sign-in return. */
const PARTNER_SOURCE = String(import.meta.env.VITE_PARTNER_SOURCE ?? 'partner').toLowerCase();

/**
 * Return from partner sign-in (SPEC §2): ?auth=true&source={partner}&token=... on any page.
 * Keeps the token, then reloads the same page without the query. Returns true when it reloads.
 */
export function consumePartnerReturn(location: Location = window.location): boolean {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const source = params.get('source');
  if (params.get('auth') !== 'true' || !token || source?.toLowerCase() !== PARTNER_SOURCE) return false;
  writeStorage(STORAGE_KEYS.userToken, token);
  writeStorage(STORAGE_KEYS.partnerToken, token);
  location.replace(`${location.pathname}${location.hash}`);
  return true;
}
