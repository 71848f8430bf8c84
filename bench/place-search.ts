/**
 * Place search as users meet it (issue 21): the real server process (`tsx src/main.ts`, as `npm
 * start` runs it), the load from this process over loopback, after start-up. Reports how long the
 * gazetteer, the landmark pack and the search index took at start, when the server listened, and
 * the latency of GET /api/geocode/forward for every search of the search table, in several rounds.
 *
 *   npx tsx bench/place-search.ts [rounds=5]
 */
import { SEARCH_TABLE } from '../apps/server/src/providers/geo/search/search-table';
import { median } from './lib/start-server';
import { spawnServer } from './lib/spawn-server';

const rounds = Number(process.argv[2] ?? 5);
const server = await spawnServer();
try {
  const loaded = await server.waitForLog(/gazetteer and landmark pack loaded/u);
  const search = await server.waitForLog(/place search ready/u);
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [text, language] of SEARCH_TABLE) {
      const url = `${server.baseUrl}/api/geocode/forward?${new URLSearchParams({ location: text, language })}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (round === 0 && response.ok) found++;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        searches: SEARCH_TABLE.length,
        rounds,
        found,
        medianMs: Number(median(times).toFixed(2)),
        p95Ms: Number(sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)),
        maxMs: Number(sorted.at(-1)!.toFixed(2)),
        startUp: {
          readyMs: Math.round(server.readyMs),
          gazetteerMs: loaded.gazetteerMs,
          landmarkPackMs: loaded.landmarkPackMs,
          searchIndexMsAfterListening: search.searchIndexMs,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
