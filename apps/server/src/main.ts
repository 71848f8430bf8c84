import { buildApp, LISTEN_BACKLOG } from './app';
import { loadConfig } from './config';
import { readinessOf } from './observability/health-routes';
import { preloadOfflineGeocoder, preloadPlaceSearch } from './providers/geo/offline-geocoder';
import { loadLandmarks } from './providers/knowledge/landmarks/load-landmarks';

const config = loadConfig();
// With Redis the API only enqueues: `npm run worker` processes run the jobs. Without it, this process does.
const { app, close, warmUp, prepareFamousStories, jobs } = await buildApp(config, { jobWorker: !config.redisUrl });
app.log.info({ driver: jobs.driver, runsJobs: !config.redisUrl }, 'job queue ready');

// /readyz answers 503 until the warm-up below is done, so a load balancer sends no traffic to cold engines.
const readiness = readinessOf(app);
readiness.warmingUp();

let stopping = false;
let skipGrace: () => void = () => undefined;
/**
 * Draining: /readyz answers 503 at once while every request (in flight or new) is still served for
 * SHUTDOWN_GRACE_MS, long enough for the load balancer to see it and send traffic elsewhere; then the
 * server stops accepting, finishes the requests under way, hands running jobs back and exits. A second
 * signal ends the wait, and so does having no balancer: a process whose /readyz nothing ever asked
 * (`npm run dev` restarting, a lone `npm start`) stops at once.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    skipGrace();
    return;
  }
  stopping = true;
  readiness.draining();
  const graceMs = readiness.watched ? config.shutdownGraceMs : 0;
  app.log.info({ signal, graceMs }, 'draining: /readyz answers 503, requests are still served');
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    skipGrace = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  app.log.info({ signal }, 'shutting down: no new connections, finishing the requests under way');
  try {
    await close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// A burst of viewers opening a shared link at once must queue, not be dropped: Node's default
// accept backlog (511) loses connections beyond it; the kernel caps this at net.core.somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
app.log.info(`Roamcast is ready on http://localhost:${config.port}`);

// The gazetteer, the landmark pack and the place search's name index (every town, landmark, country and
// region in every language) load once listening, before the first request rather than during it, so
// start-up stays quick; a request in the first second or two waits for them.
const { gazetteerMs } = preloadOfflineGeocoder();
app.log.info({ gazetteerMs, landmarkPackMs: Math.round(loadLandmarks().loadMs) }, 'gazetteer and landmark pack loaded');
app.log.info({ searchIndexMs: Math.round(preloadPlaceSearch().searchIndexMs) }, 'place search ready');

// Warm the offline voice and composer after listening, so start-up stays quick; a listener's first words are
// queued ahead of the warm-up sentences anyway (earliest deadline first).
const warmUpStarted = performance.now();
warmUp()
  .then(
    () =>
      app.log.info({ ms: Math.round(performance.now() - warmUpStarted) }, 'offline voice and story composer warmed up'),
    (error: unknown) => {
      // Stopping before the warm-up finished cancels it; that is not worth a warning.
      if (!stopping) app.log.warn({ err: error }, 'warming up the offline engines failed');
    },
  )
  // Ready either way: a failed warm-up leaves slower first answers, not a process to keep out of rotation.
  // The famous tours' stories are made after, while the process already takes traffic.
  .then(() => {
    readiness.warmedUp();
    if (!stopping) app.log.info({ ms: Math.round(performance.now() - warmUpStarted) }, 'ready: /readyz answers 200');
  })
  // Then the famous tours' stories, made once for every listener, so their links play at once (issue 24).
  .then(() => (stopping ? undefined : prepareFamousStories()))
  .then(
    (done) => done && app.log.info(done, 'famous tours ready to play'),
    (error: unknown) => {
      if (!stopping) app.log.warn({ err: error }, 'making the famous tours ready failed');
    },
  );
