import { buildApp, LISTEN_BACKLOG } from './app';
import { loadConfig } from './config';
import { preloadOfflineGeocoder, preloadPlaceSearch } from './providers/geo/offline-geocoder';
import { loadLandmarks } from './providers/knowledge/landmarks/load-landmarks';

const config = loadConfig();
// With Redis the API only enqueues: `npm run worker` processes run the jobs. Without it, this process does.
const { app, close, warmUp, jobs } = await buildApp(config, { jobWorker: !config.redisUrl });
app.log.info({ driver: jobs.driver, runsJobs: !config.redisUrl }, 'job queue ready');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
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
warmUp().then(
  () =>
    app.log.info({ ms: Math.round(performance.now() - warmUpStarted) }, 'offline voice and story composer warmed up'),
  (error: unknown) => {
    // Stopping before the warm-up finished cancels it; that is not worth a warning.
    if (!stopping) app.log.warn({ err: error }, 'warming up the offline engines failed');
  },
);
