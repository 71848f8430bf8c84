import type { FastifyInstance } from 'fastify';
import { responds } from '../http/response-schemas';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import { livenessSchema, notReadyBodySchema, readinessSchema } from '@roamcast/shared/schemas/health';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { HEALTH_FOLDER } from '../storage/blob-key';
import type { BlobStore } from '../storage/blob-store';
import { ok } from '../http/reply';
import { safeEqual } from '../lib/safe-equal';
import { sharedRedis } from '../lib/shared-redis';
import type { Metrics } from './metrics';

/** A dependency answers within this, or the process is not ready. */
const CHECK_TIMEOUT_MS = 2000;

type Check = () => Promise<unknown>;

function withTimeout(check: Check): Promise<unknown> {
  return Promise.race([
    check(),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** 'ok', or what failed: the reason without a stack, host names or credentials. */
async function run(check: Check): Promise<string> {
  try {
    await withTimeout(check);
    return 'ok';
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message.split('\n')[0]!.replace(/\/\/[^@\s]*@/g, '//') : 'unknown'}`;
  }
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * Whether this process takes traffic, beside its dependencies: 'starting' until `npm start`'s warm-up
 * is done (so no request meets cold engines), 'ready', then 'draining' from SIGTERM or SIGINT until it
 * closes (it still serves what reaches it while the load balancer takes it out). A process nobody
 * marks (tests, `buildApp` alone) is ready.
 */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly phase: ReadinessPhase;
  /** Whether anything (a load balancer) has asked /readyz: without one, draining has nobody to warn. */
  readonly watched: boolean;
  /** Answer 503 'starting' until `warmedUp()` (called before listening). */
  warmingUp(): void;
  warmedUp(): void;
  /** Answer 503 'draining' from now on; the process keeps serving until it closes. */
  draining(): void;
}

const readinessByApp = new WeakMap<FastifyInstance, Readiness>();

function createReadiness(): Readiness & { asked(): void } {
  let phase: ReadinessPhase = 'ready';
  let watched = false;
  return {
    get phase() {
      return phase;
    },
    get watched() {
      return watched;
    },
    asked() {
      watched = true;
    },
    warmingUp() {
      if (phase === 'ready') phase = 'starting';
    },
    warmedUp() {
      // Draining wins: a process told to stop during its warm-up never turns ready again.
      if (phase === 'starting') phase = 'ready';
    },
    draining() {
      phase = 'draining';
    },
  };
}

/** The readiness `/readyz` reports for an app `registerObservability` set up. */
export function readinessOf(app: FastifyInstance): Readiness {
  const readiness = readinessByApp.get(app);
  if (!readiness) throw new Error('registerObservability has not been called on this app');
  return readiness;
}

const NOT_READY_MESSAGES: Record<ReadinessPhase, string> = {
  starting: 'Roamcast is starting: it takes traffic once its offline engines are warmed up',
  draining: 'Roamcast is shutting down: it finishes the requests under way and takes no new traffic',
  ready: 'Roamcast is not ready: a service it needs does not answer',
};

/** The engine each keyless provider uses now: its online service (e.g. 'wikipedia'), or 'offline'. */
export interface ProviderEngines {
  knowledge: string;
  photos: string;
  geocoder: string;
}

/**
 * Liveness (`/healthz`: the process answers, also while it starts and drains), readiness (`/readyz`:
 * warmed up and not draining (see `Readiness`), and the database, Redis when configured, and blob
 * storage each answer; with the engines the knowledge, photo and geocoding providers use now, as the
 * probes of their services found) and Prometheus metrics (`/metrics`: with METRICS_TOKEN
 * as a bearer token, or from this machine when none is set). Request latency is observed by route.
 */
export function registerObservability(
  app: FastifyInstance,
  deps: {
    db: Db;
    blobs: BlobStore;
    metrics: Metrics;
    redisUrl?: string;
    metricsToken?: string;
    engines?: () => ProviderEngines;
  },
): void {
  const { db, blobs, metrics, redisUrl, metricsToken, engines } = deps;
  const redis = redisUrl ? sharedRedis(redisUrl) : null;
  const readiness = createReadiness();
  readinessByApp.set(app, readiness);
  app.addHook('onClose', async () => redis?.disconnect());

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths share one label, so probing random URLs cannot grow the metric without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/healthz', responds(jsonResponses(livenessSchema)), async () => ok({ status: 'ok' }));

  app.get(
    '/readyz',
    responds({ ...jsonResponses(readinessSchema), 503: notReadyBodySchema }),
    async (_request, reply) => {
      readiness.asked();
      const checks: Record<string, string> = {
        database: await run(() => sql`select 1`.execute(db)),
        storage: await run(() =>
          blobs.put(`${HEALTH_FOLDER}ready.txt`, Buffer.from(new Date().toISOString()), 'text/plain'),
        ),
      };
      if (redis) {
        checks.redis = await run(() => redis.ping());
      }
      const servicesAnswer = Object.values(checks).every((result) => result === 'ok');
      const inUse = engines ? { engines: engines() } : {};
      // Read after the checks: a SIGTERM that came while they ran is answered now.
      const { phase } = readiness;
      if (servicesAnswer && phase === 'ready') return ok({ status: 'ready', checks, ...inUse });
      return reply.code(503).send({
        success: false,
        data: { status: phase === 'ready' ? 'unavailable' : phase, checks, ...inUse },
        error: NOT_READY_MESSAGES[phase],
        code: 'unavailable',
      });
    },
  );

  app.get('/metrics', responds(mediaResponses('text/plain')), async (request, reply) => {
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const allowed = metricsToken ? safeEqual(bearer, metricsToken) : isLoopback(request.ip);
    if (!allowed) {
      return reply.code(metricsToken ? 401 : 403).send({
        success: false,
        data: null,
        error: metricsToken
          ? 'Metrics need the METRICS_TOKEN as a bearer token'
          : 'Metrics are served to this machine only; set METRICS_TOKEN to read them remotely',
        code: metricsToken ? 'not_authenticated' : 'forbidden',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
