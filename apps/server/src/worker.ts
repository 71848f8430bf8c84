import { buildApp } from './app';
import { loadConfig } from './config';
import { preloadOfflineGeocoder } from './providers/geo/offline-geocoder';

/**
 * `npm run worker`: runs background jobs (tour narration batches, ...) and serves no HTTP. With
 * REDIS_URL it takes them from BullMQ; without, from the database's jobs table beside the API's runner.
 * Start as many as the machine has room for; a job is never run by two of them at once.
 */
const config = loadConfig();
const { app, close, jobs, warmUp } = await buildApp(config, { jobWorker: true, servesListeners: false });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'worker shutting down; running jobs are handed back');
  try {
    await close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'worker shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const { gazetteerMs } = preloadOfflineGeocoder();
app.log.info({ driver: jobs.driver, gazetteerMs }, 'worker ready: running jobs');
await warmUp().catch((error: unknown) => {
  if (!stopping) app.log.warn({ err: error }, 'warming up the offline engines failed');
});
