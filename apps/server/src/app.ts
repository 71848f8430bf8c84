import { checkResponsesAgainstSchemas, responds, useZodResponseSchemas } from './http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { apiHealthSchema } from '@roamcast/shared/schemas/health';
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
import { createBlobStore } from './storage/create-blob-store';
import { registerMediaRoutes } from './storage/media-routes';
import { createAuthService } from './features/auth/service';
import { registerAuthRoutes } from './features/auth/routes';
import { createUsersService } from './features/users/service';
import { registerUserRoutes } from './features/users/routes';
import { registerTourRoutes } from './features/tours/routes';
import { tourCreationLimiter } from './features/tours/tour-creation-limit';
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
import { famousStoriesEnvSchema, prepareFamousStories } from './features/famous/prepare-famous-stories';
import { registerFamousRoutes } from './features/famous/routes';
import { createSharingService } from './features/sharing/sharing-service';
import { registerSharingRoutes } from './features/sharing/routes';
import { registerLinkPreviews } from './features/sharing/link-previews';
import { registerSlideshowRoutes } from './features/slideshows/routes';
import { warmUpComposer } from './providers/llm/offline/warm-up-composer';
import { createProviders, enginesOf, type Providers } from './providers/create-providers';
import { createNarrationsRepository } from './db/repositories/narrations';
import { createRoutesRepository } from './db/repositories/routes';
import { createLiveAudioRegistry } from './features/narrations/live-audio';
import { shareLiveAudio } from './features/narrations/shared-live-audio';
import { createNarrationService } from './features/narrations/service';
import { createCostEstimatorFromEnv } from './providers/pricing/create-cost-estimator';
import { registerNarrationRoutes } from './features/narrations/routes';
import { registerGeocodeRoutes } from './features/geocode/routes';
import { registerTtsRoutes } from './features/tts/routes';
import { createQaService } from './features/voice/qa-service';
import { registerQaRoutes } from './features/voice/qa-routes';
import { registerTranscribeRoutes } from './features/voice/transcribe-routes';
import { coverArtistFor } from './features/tours/cover-draw-job';
import { registerPostcards } from './features/postcards/register-postcards';
import { createPlacesService } from './features/places/service';
import { registerPlacesRoutes } from './features/places/routes';
import { registerOperatorRoutes } from './features/operators/routes';
import { registerPartner } from './features/partner/register-partner';
import { registerBillingRoutes } from './features/billing/routes';
import { registerRetention } from './features/retention/register-retention';
import { billingConfigFrom } from './features/billing/billing-config';
import { createPlaceCacheRepository } from './db/repositories/place-cache';
import { createGoogleApiUsageRepository } from './db/repositories/google-api-usage';
import { createJobQueue, redisPrefixOf } from './jobs/create-job-queue';
import { requestTimeoutOptions } from './http/request-timeout';
import { sharedRedis } from './lib/shared-redis';
import type { JobQueue } from './jobs/job-queue';
import { ok } from './http/reply';
import { tooManyRequests } from './http/errors';
import { loggerOptions } from './http/log-redaction';
import { requestIdOf } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { createMetrics } from './observability/metrics';
import { createProviderEvents } from './observability/provider-events';
import { registerObservability } from './observability/health-routes';
import { createJobsRepository } from './db/repositories/jobs';
import { createReadCache } from './db/read-cache';

/** Connections waiting to be accepted (`listen`'s backlog), for bursts such as 1,000 viewers of a shared link. */
export const LISTEN_BACKLOG = 4096;

/** Fastify's body limit for routes that do not set their own: a 200-stop tour fits with room to spare. */
const DEFAULT_BODY_LIMIT = 512 * 1024;

export interface BuildOptions {
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  databaseSchema?: string;
  /** Replace the offline engines, e.g. with adapters pointed at a stand-in server. */
  providers?: Partial<Providers>;
  logger?: boolean;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Run job handlers in this process (default true). The API of a scale-out deployment passes false
   * and only enqueues, leaving the work to `npm run worker`.
   */
  jobWorker?: boolean;
  /**
   * Whether listeners may wait on this process's voice (default true). `npm run worker` passes false:
   * it only makes batches, so its speech threads are kept busy rather than held ready for a first phrase.
   */
  servesListeners?: boolean;
  /** Tests: every response is checked against its route's declared response schema (a mismatch is a 500). */
  checkResponses?: boolean;
}

export interface AppRoute {
  method: string;
  url: string;
  /** The route's declared response schemas (zod, from packages/shared), keyed by status. */
  responses?: Readonly<Record<string, unknown>>;
}

export interface RoamcastApp {
  app: FastifyInstance;
  routes: readonly AppRoute[];
  db: Db;
  dialect: Dialect;
  jobs: JobQueue;
  drainNarrations(): Promise<void>;
  /** Readies the offline engines (voice threads, story composer) for the first listeners. */
  warmUp(): Promise<void>;
  /**
   * Makes the famous tours' stories in FAMOUS_STORY_LANGUAGES once, one tour at a time, so a famous
   * tour's link plays at once (issue 24); `npm start` runs it in the background after the warm-up.
   */
  prepareFamousStories(): Promise<{ tours: number; made: number }>;
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated), services and routes. Tests build it in-process. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<RoamcastApp> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // A JSON route takes what it needs; uploads, imports and audio set their own larger bodyLimit.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_MS, else 408 and the connection closes.
    ...requestTimeoutOptions(config.env),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  useZodResponseSchemas(app);
  if (options.checkResponses) checkResponsesAgainstSchemas(app);
  // Every route the app answers, for the route-wide fuzz, authorisation and response-schema tests.
  const routes: AppRoute[] = [];
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as AppRoute['responses'];
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, responses });
  });

  const { db, dialect, changeStamp } = createDatabase({ url: config.databaseUrl, schema: options.databaseSchema });
  await migrateToLatest(db, dialect === 'postgres' ? options.databaseSchema : undefined);

  const blobs = createBlobStore(config, (error, key) =>
    app.log.error({ err: error, key }, 'blob storage refused a write (full, read-only or unreachable)'),
  );
  const metrics = createMetrics({ jobCounts: () => createJobsRepository(db).countByStatus() });
  const providerEvents = createProviderEvents(app.log, metrics);
  const providers = {
    ...createProviders(config, providerEvents, { servesListeners: options.servesListeners }),
    ...options.providers,
  };
  const sessions = createSessionsRepository(db);
  const usersRepository = createUsersRepository(db);
  const reads = createReadCache(changeStamp);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlDays: config.tokenTtlDays, sessions });

  const jobs = createJobQueue({ db, redisUrl: config.redisUrl, env: config.env, log: app.log });

  registerErrorHandling(app, { webDist: config.webDist });
  registerSecurityHeaders(app, { webDist: config.webDist });
  // Limits apply per route (config.rateLimit). With Redis every API process counts in one store, so
  // N processes together keep each limit; a Redis outage lets requests through rather than failing them.
  const rateLimitRedis = config.redisUrl ? sharedRedis(config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis
      ? { redis: rateLimitRedis, nameSpace: `${redisPrefixOf(config.env)}:rate-limit:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please wait ${context.after} and try again.`),
  });

  app.get('/api/health', responds(jsonResponses(apiHealthSchema)), async () => ok({ status: 'ok', database: dialect }));
  registerObservability(app, {
    db,
    blobs,
    metrics,
    redisUrl: config.redisUrl,
    metricsToken: config.metricsToken,
    engines: () => enginesOf(providers),
  });
  // Sign-in limits and partner sign-ins in progress are shared state too: the same connection, closed below.
  const sharedAuth = rateLimitRedis ? { redis: rateLimitRedis, prefix: redisPrefixOf(config.env) } : undefined;
  registerAuthRoutes(app, {
    auth: createAuthService({ users: usersRepository, tokens, devMode: config.devMode }),
    tokens,
    shared: sharedAuth,
  });
  registerUserRoutes(app, { users: createUsersService({ users: usersRepository }), tokens, reads });
  // Drawing is heavy: an API process of the scale-out mode (Redis, and no jobs run here) has the workers
  // draw covers and postcards. Without Redis there are no workers to ask, so this process draws.
  const drawOnWorkers = Boolean(config.redisUrl) && options.jobWorker === false;
  const coverArtist = coverArtistFor(providers.covers, { jobs, blobs, drawOnWorkers });
  const covers = createCoverService({ db, artist: coverArtist, blobs });
  // Every tour gets a cover: a saved journey's is drawn in the background (about half a second offline).
  const drawCover = (routeId: string) =>
    void covers.ensureCover(routeId).catch((error: unknown) => app.log.warn({ err: error, routeId }, 'cover failed'));
  const creationLimit = tourCreationLimiter(app, tokens, config.narrationRateLimit);
  registerTourRoutes(app, {
    db,
    tokens,
    reads,
    users: createUsersService({ users: usersRepository }),
    afterCreate: drawCover,
    redrawCover: (before) => covers.redrawAfterEdit(before),
    creationLimit,
    blobs,
  });
  registerCoverRoutes(app, { covers, tokens });
  await registerFamousRoutes(app, {
    db,
    tokens,
    tours: createToursService({ db, users: createUsersService({ users: usersRepository }) }),
    drawCover,
  });
  registerSlideshowRoutes(app, { db, tokens });
  const liveAudioRedis = config.redisUrl ? sharedRedis(config.redisUrl) : undefined;
  const narrations = createNarrationService({
    narrations: createNarrationsRepository(db),
    users: usersRepository,
    routes: createRoutesRepository(db),
    providers,
    blobs,
    liveAudio: liveAudioRedis
      ? shareLiveAudio(createLiveAudioRegistry(), liveAudioRedis, redisPrefixOf(config.env))
      : createLiveAudioRegistry(),
    costs: createCostEstimatorFromEnv(config.env),
    onFirstAudio: (seconds, speech) => metrics.narrationFirstAudio.observe({ speech }, seconds),
  });
  registerNarrationRoutes(app, { narrations, tokens, rateLimitPerMinute: config.narrationRateLimit });
  const sharing = createSharingService({
    db,
    narrate: (body, caller) => narrations.generate(body, caller),
    createTour: (body, caller) =>
      createToursService({ db, users: createUsersService({ users: usersRepository }) }).create(body, caller),
    // A famous tour's page read in a language its stories are not made in yet starts them (issue 24).
    makeFamousStories: (routeId, language) => batches.start(routeId, { language }, null),
  });
  registerSharingRoutes(app, { sharing, tokens, rateLimitPerMinute: config.narrationRateLimit });
  registerOperatorRoutes(app, { db, tokens, users: usersRepository, adminEmails: config.adminEmails });
  registerPartner(app, { config, db, users: usersRepository, tokens, shared: sharedAuth });
  registerBillingRoutes(app, { db, billing: billingConfigFrom(config.env) });
  jobs.handle(
    narrationBatchJob,
    createNarrationBatchHandler({ routes: createRoutesRepository(db), narrator: narrations }),
  );
  const batches = createNarrationBatchService({ db, jobs });
  registerNarrationBatchRoutes(app, { batches, tokens });
  registerCreatorRoutes(app, {
    tokens,
    creationLimit,
    creators: createTourCreationService({
      tours: createToursService({ db, users: createUsersService({ users: usersRepository }) }),
      geocoder: providers.geocoder,
      stops: createStopFinderFromEnv(config.env, {
        onSourceFailure: (source, error) => providerEvents.failed('stops', source, error),
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

  registerPostcards(app, {
    db,
    tokens,
    speech: providers.speech,
    blobs,
    jobs,
    env: config.env,
    events: providerEvents,
    drawOnWorkers,
  });

  await registerMediaRoutes(app, blobs, { decorateReply: !config.webDist });
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
  // After the web app's files: shared links answer its index.html with their own preview tags.
  registerLinkPreviews(app, { db, webDist: config.webDist, publicUrl: config.publicUrl });

  // Ends the famous stories made ahead at start-up between two tours when the app closes.
  const closing = new AbortController();
  const retention = registerRetention({ db, blobs, jobs, log: app.log });
  if (options.jobWorker !== false) {
    await jobs.startWorker();
    await retention.start();
  }

  return {
    app,
    routes,
    db,
    dialect,
    jobs,
    drainNarrations: () => narrations.drain(),
    /**
     * Speaks a few sentences on every speech thread and writes a few stories, so the first listeners
     * get JIT-optimised engines and loaded banks rather than paying for them.
     */
    warmUp: async () => {
      await Promise.all([providers.speech.offline.warmUp?.(), warmUpComposer()]);
    },
    prepareFamousStories: () =>
      prepareFamousStories({
        db,
        languages: famousStoriesEnvSchema.parse(config.env).FAMOUS_STORY_LANGUAGES,
        batches: {
          start: (routeId, language) => batches.start(routeId, { language }, null, { ahead: true }),
          finished: (routeId, language) => batches.finished(routeId, null, language),
        },
        signal: closing.signal,
      }),
    async close() {
      closing.abort();
      retention.stop();
      await app.close();
      rateLimitRedis?.disconnect();
      // Running jobs are handed back (resumed at the next start or by another worker), then the rest stops.
      await jobs.close();
      await narrations.drain();
      liveAudioRedis?.disconnect();
      await providers.closeShared();
      await providers.speech.close();
      await providers.stt.close();
      await db.destroy();
    },
  };
}
