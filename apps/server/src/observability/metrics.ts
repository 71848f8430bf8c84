import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the server measures, in its own registry (tests build many apps in one process). */
export interface Metrics {
  registry: Registry;
  /** Seconds from request to reply, by method, route pattern and status code. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Seconds from a narration request to its first playable audio. */
  narrationFirstAudio: Histogram<'speech'>;
  /** An online service failed; `fallback` says whether an offline engine stood in. */
  providerFailures: Counter<'service' | 'task' | 'fallback'>;
}

/** Background jobs by state, counted when scraped. */
export type JobCounts = () => Promise<Array<{ status: string; count: number }>>;

export function createMetrics(options: { jobCounts?: JobCounts } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'roamcast_' });
  const httpDuration = new Histogram({
    name: 'roamcast_http_request_duration_seconds',
    help: 'Time from request to reply, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const narrationFirstAudio = new Histogram({
    name: 'roamcast_narration_first_audio_seconds',
    help: 'Time from a narration request to its first playable audio (new narrations, not cached ones)',
    labelNames: ['speech'] as const,
    buckets: [0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
    registers: [registry],
  });
  const providerFailures = new Counter({
    name: 'roamcast_provider_failures_total',
    help: 'Online service failures, by service and task, and whether an offline engine stood in',
    labelNames: ['service', 'task', 'fallback'] as const,
    registers: [registry],
  });
  const { jobCounts } = options;
  if (jobCounts) {
    new Gauge({
      name: 'roamcast_jobs',
      help: 'Background jobs by state (narration batches, postcards, videos), across every process',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { status, count } of await jobCounts()) this.set({ status }, count);
      },
    });
  }
  return { registry, httpDuration, narrationFirstAudio, providerFailures };
}
