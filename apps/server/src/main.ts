import { buildApp } from './app';
import { loadConfig } from './config';
import { preloadOfflineGeocoder } from './providers/geo/offline-geocoder';

const config = loadConfig();
const { app, close } = await buildApp(config);

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

// Load the gazetteer before the first request rather than during it (about half a second).
const { gazetteerMs } = preloadOfflineGeocoder();
app.log.info({ gazetteerMs }, 'gazetteer loaded');

await app.listen({ port: config.port, host: config.host });
app.log.info(`Roamcast is ready on http://localhost:${config.port}`);
