import type { User } from '@roamcast/shared/schemas/user';
import type { PartnerAvailability, PartnerConfigResponse } from '@roamcast/shared/schemas/partner';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';

/** The partner's identifier: the `{partner}` in its API paths and the `source` of its sign-in return. */
export const PARTNER_ID = String(import.meta.env.VITE_PARTNER_SOURCE ?? 'partner').toLowerCase();

/** Where the browser goes to sign in through the partner; null when the server has no partner (404). */
export async function getPartnerConfig({ signal }: { signal?: AbortSignal } = {}) {
  try {
    return await api.get<PartnerConfigResponse>(`/api/config/${PARTNER_ID}`, { signal, auth: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
