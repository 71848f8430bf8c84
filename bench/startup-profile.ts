// What the main thread runs while a page of the real built app starts: the long tasks Lighthouse would see
// (a trace at full speed, each task split into what it did) and a V8 profile with the CPU slowed 4x, as
// Lighthouse's mobile preset simulates. For function names, profile an unminified build:
//   cd apps/web && npx vite build --outDir /tmp/dist-plain --minify false
//   BENCH_WEB_DIST=/tmp/dist-plain npx tsx bench/startup-profile.ts [/path]
import { startAppServer } from './lib/lighthouse';
import { startupReport } from './lib/startup-profile';

const server = await startAppServer();
try {
  console.log(JSON.stringify(await startupReport(`${server.baseUrl}${process.argv[2] ?? '/'}`), null, 1));
} finally {
  await server.stop();
}
