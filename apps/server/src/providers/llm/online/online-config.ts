export interface ServiceTimeouts {
  /** Longest wait for the first text, and then between two pieces of text. */
  firstTokenMs: number;
  /** Longest whole call, retry included. */
  totalMs: number;
  /** Pause before the one retry (a longer Retry-After from the service wins, up to 5 s). */
  retryDelayMs: number;
}

export const DEFAULT_TIMEOUTS: ServiceTimeouts = { firstTokenMs: 15_000, totalMs: 90_000, retryDelayMs: 500 };

/** What every online adapter is configured with. */
export interface OnlineModelConfig {
  model: string;
  apiKey?: string;
  /** The service's root URL; tests point it at a stand-in on 127.0.0.1. */
  baseUrl?: string;
  timeouts?: Partial<ServiceTimeouts>;
}

export function resolveTimeouts(timeouts: Partial<ServiceTimeouts> | undefined): ServiceTimeouts {
  const defined = Object.entries(timeouts ?? {}).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_TIMEOUTS, ...Object.fromEntries(defined) };
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/u, '');
}
