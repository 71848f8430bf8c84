import type { User } from '@roamcast/shared/schemas/user';
import type { PartnerAvailability, PartnerConfigResponse } from '@roamcast/shared/schemas/partner';
import { api } from '../api/api-client';

/** The partner's identifier: the `{partner}` in its API paths and the `source` of its sign-in return. */
export const PARTNER_ID = String(import.meta.env.VITE_PARTNER_SOURCE ?? 'partner').toLowerCase();

/** Where the browser goes to sign in through the partner; null when the server has no partner. */
export function getPartnerConfig({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<PartnerConfigResponse | null>(`/api/config/${PARTNER_ID}`, { signal, auth: false });
}

export function getPartnerAvailability({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<PartnerAvailability>(`/api/${PARTNER_ID}/check-availability`, { signal });
}

/** Trades the one-time code of the sign-in return for the session. */
export function exchangePartnerCode(code: string) {
  return api.post<{ user: User; token: string }>(`/api/auth/${PARTNER_ID}/callback`, { token: code }, { auth: false });
}

export function startPartnerLink() {
  return api.post<{ url: string }>(`/api/auth/${PARTNER_ID}/link`);
}

export function unlinkPartner() {
  return api.delete<{ linked: boolean }>(`/api/auth/${PARTNER_ID}/link`);
}
