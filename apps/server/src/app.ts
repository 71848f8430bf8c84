import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import { createDatabase, type Db, type Dialect } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createUsersRepository } from './db/repositories/users';
import { createSessionsRepository } from './db/repositories/sessions';
import { createTokenService } from './http/auth';
import { registerErrorHandling } from './http/error-handler';
import { createFileBlobStore } from './storage/blob-store';
import { createAuthService } from './features/auth/service';
import { registerAuthRoutes } from './features/auth/routes';
import { createUsersService } from './features/users/service';
import { registerUserRoutes } from './features/users/routes';
import { registerTourRoutes } from './features/tours/routes';
import { createCoverService } from './features/tours/cover-service';
import { registerCoverRoutes } from './features/tours/cover-routes';
import { narrationBatchJob } from './features/tours/narration-batch/narration-batch-job';
import { createNarrationBatchHandler } from './features/tours/narration-batch/run-narration-batch';
import { createNarrationBatchService } from './features/tours/narration-batch/narration-batch-service';
import { registerNarrationBatchRoutes } from './features/tours/narration-batch/routes';
import { createTourCreationService } from './features/tours/creators/creation-service';
import { registerCreatorRoutes } from './features/tours/creators/creator-routes';
import { findSharedTour } from './features/tours/creators/find-shared-tour';
import { createToursService } from './features/tours/service';
import { createStopFinderFromEnv } from './providers/stops/create-stop-finder';
import { resolveShortLink } from './providers/imports/resolve-short-link';
import { registerFamousRoutes } from './features/famous/routes';
import { createProviders, type Providers } from './providers/create-providers';
import { createNarrationsRepository } from './db/repositories/narrations';
import { createRoutesRepository } from './db/repositories/routes';
import { createLiveAudioRegistry } from './features/narrations/live-audio';
import { createNarrationService } from './features/narrations/service';
import { registerNarrationRoutes } from './features/narrations/routes';
import { registerGeocodeRoutes } from './features/geocode/routes';
import { registerTtsRoutes } from './features/tts/routes';
import { createQaService } from './features/voice/qa-service';
import { registerQaRoutes } from './features/voice/qa-routes';
import { registerTranscribeRoutes } from './features/voice/transcribe-routes';
import { createPlacesService } from './features/places/service';
import { registerPlacesRoutes } from './features/places/routes';
import { createPlaceCacheRepository } from './db/repositories/place-cache';
import { createGoogleApiUsageRepository } from './db/repositories/google-api-usage';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { ok } from './http/reply';
import { tooManyRequests } from './http/errors';

export interface BuildOptions {
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  databaseSchema?: string;
  /** Replace the offline engines, e.g. with adapters pointed at a stand-in server. */
  providers?: Partial<Providers>;
  logger?: boolean;
  /**
   * Run job handlers in this process (default true). The API of a scale-out deployment passes false
   * and only enqueues, leaving the work to `npm run worker`.
   */
  jobWorker?: boolean;
}

export interface RoamcastApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  jobs: JobQueue;
  drainNarrations(): Promise<void>;
  warmUpSpeech(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated), services and routes. Tests build it in-process. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<RoamcastApp> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 15 * 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { db, dialect } = createDatabase({ url: config.databaseUrl, schema: options.databaseSchema });
  await migrateToLatest(db, dialect === 'postgres' ? options.databaseSchema : undefined);

  const blobs = createFileBlobStore(path.join(config.dataDir, 'blobs'));
  const providers = { ...createProviders(config, app.log), ...options.providers };
  const sessions = createSessionsRepository(db);
  const usersRepository = createUsersRepository(db);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlDays: config.tokenTtlDays, sessions });

  const jobs = createJobQueue({ db, redisUrl: config.redisUrl, env: config.env, log: app.log });

  registerErrorHandling(app, { webDist: config.webDist });
  // Limits apply per route (config.rateLimit); the in-memory store suits one process, Redis comes with scale-out.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
  });

  app.get('/api/health', async () => ok({ status: 'ok', database: dialect }));
  registerAuthRoutes(app, {
    auth: createAuthService({ users: usersRepository, tokens, devMode: config.devMode }),
    tokens,
  });
  registerUserRoutes(app, { users: createUsersService({ users: usersRepository }), tokens });
  const covers = createCoverService({ db, artist: providers.covers, blobs });
  // Every tour gets a cover: a saved journey's is drawn in the background (about half a second offline).
  const drawCover = (routeId: string) =>
    void covers.ensureCover(routeId).catch((error: unknown) => app.log.warn({ err: error, routeId }, 'cover failed'));
  registerTourRoutes(app, {
    db,
    tokens,
    users: createUsersService({ users: usersRepository }),
    afterCreate: drawCover,
  });
  registerCoverRoutes(app, { covers, tokens });
  registerFamousRoutes(app, { db });
  const narrations = createNarrationService({
    narrations: createNarrationsRepository(db),
    users: usersRepository,
    routes: createRoutesRepository(db),
    providers,
    blobs,
    liveAudio: createLiveAudioRegistry(),
  });
  registerNarrationRoutes(app, { narrations, tokens, rateLimitPerMinute: config.narrationRateLimit });
  jobs.handle(
    narrationBatchJob,
    createNarrationBatchHandler({ routes: createRoutesRepository(db), narrator: narrations }),
  );
  const batches = createNarrationBatchService({ db, jobs });
  registerNarrationBatchRoutes(app, { batches, tokens });
  registerCreatorRoutes(app, {
    tokens,
    creators: createTourCreationService({
      tours: createToursService({ db, users: createUsersService({ users: usersRepository }) }),
      geocoder: providers.geocoder,
      stops: createStopFinderFromEnv(config.env, {
        log: (message, error) => app.log.warn({ err: error }, message),
        model: providers.textModel,
        geocoder: providers.geocoder,
      }),
      resolveShortLink: (url) => resolveShortLink(url),
      findShared: (code) => findSharedTour(createRoutesRepository(db), code),
      startNarrations: (routeId, language, caller) => batches.start(routeId, { language }, caller),
      ensureCover: (routeId) => covers.ensureCover(routeId),
      log: app.log,
    }),
  });
  registerGeocodeRoutes(app, { geocoder: providers.geocoder });
  const places = createPlacesService({
    places: providers.places,
    placeCache: createPlaceCacheRepository(db),
    usage: createGoogleApiUsageRepository(db),
    blobs,
  });
  registerPlacesRoutes(app, { places, tokens });
  const qa = createQaService({
    answerer: providers.answerer,
    facts: providers,
    speech: providers.speech,
    users: usersRepository,
    blobs,
  });
  registerQaRoutes(app, { qa, tokens, rateLimitPerMinute: config.narrationRateLimit });
  registerTranscribeRoutes(app, { recognizer: providers.stt });
  registerTtsRoutes(app, {
    speech: providers.speech,
    users: usersRepository,
    tokens,
    blobs,
    rateLimitPerMinute: config.narrationRateLimit,
  });

  await app.register(fastifyStatic, {
    root: blobs.root,
    prefix: '/media/',
    decorateReply: !config.webDist,
    maxAge: '365d',
    immutable: true,
  });
  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      decorateReply: true,
      // The web build writes .br and .gz beside each file; browsers that accept them get those.
      preCompressed: true,
    });
  }

  if (options.jobWorker !== false) await jobs.startWorker();

  return {
    app,
    db,
    dialect,
    jobs,
    drainNarrations: () => narrations.drain(),
    /** Runs a few sentences on every speech thread so the first listeners get JIT-optimised ones. */
    warmUpSpeech: async () => {
      await providers.speech.offline.warmUp?.();
    },
    async close() {
      await app.close();
      // Running jobs are handed back (resumed at the next start or by another worker), then the rest stops.
      await jobs.close();
      await narrations.drain();
      await providers.speech.close();
      await providers.stt.close();
      await db.destroy();
    },
  };
}
