// Stand-ins at the browser's edge for web tests: the API's reply envelope, a signed-in user and the Geolocation API.
import type { User } from '@roamcast/shared/schemas/user';

/** A reply in the API's envelope ({success, data, error}, and a failure's stable code); a status of 400 or more is a failure. */
export function envelope(data: unknown, status = 200, error: string | null = null, code?: string): Response {
  return new Response(JSON.stringify({ success: status < 400, data, error, ...(code ? { code } : {}) }), { status });
}

/** A signed-in Freemium user as GET /api/user/session answers it, with the default voice settings. */
export const ADA: User = {
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

export type GeolocationStandIn = Partial<Pick<Geolocation, 'getCurrentPosition' | 'watchPosition' | 'clearWatch'>>;

/** Replaces navigator.geolocation (undefined: a browser without it). */
export function stubGeolocation(geolocation: GeolocationStandIn | undefined): void {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

export function positionAt(latitude: number, longitude: number): GeolocationPosition {
  return { coords: { latitude, longitude } } as GeolocationPosition;
}

/** A fix at one place, every time it is asked. */
export function fixedAt(latitude: number, longitude: number): GeolocationStandIn {
  return { getCurrentPosition: (success) => success(positionAt(latitude, longitude)) };
}

/** Every request fails with this GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function failingWith(code: number): GeolocationStandIn {
  return {
    getCurrentPosition: (_success, failure) => failure?.({ code, message: 'test' } as GeolocationPositionError),
  };
}
