import type { Metrics } from './metrics';

/** The services that can fail over to an offline engine, as named in logs and metrics. */
export type ProviderService = 'llm' | 'speech' | 'geocoder' | 'stt' | 'stops' | 'images' | 'photos' | 'places';

/** Where providers report an online service's failure; every fallback hook of the providers ends here. */
export interface ProviderEvents {
  /** `task` says what was being done ('narration', 'reverse', 'cover'...); `fallback` whether an offline engine stood in. */
  failed(service: ProviderService, task: string, error: unknown, fallback?: boolean): void;
}

interface WarnLog {
  warn(details: object, message: string): void;
}

/** Logs each failure as a warning and counts it in `roamcast_provider_failures_total`. */
export function createProviderEvents(log: WarnLog, metrics?: Pick<Metrics, 'providerFailures'>): ProviderEvents {
  return {
    failed(service, task, error, fallback = true) {
      metrics?.providerFailures.inc({ service, task, fallback: String(fallback) });
      log.warn(
        { err: error, service, task, fallback },
        fallback
          ? `${service} service failed (${task}); the offline engine stood in`
          : `${service} service failed (${task})`,
      );
    },
  };
}
