// 1,000 concurrent viewers of one shared tour (issue 14): GET /api/tours/share/{code} with autocannon,
// 1,000 connections for 20 s; the target is 0 errors and p99 at most 100 ms on this machine. The server
// runs as `npm start` runs it, in its own process (spawn-server.ts); the viewers come from this one.
// Run: npx tsx bench/share-read.ts [seconds, default 20] [connections, default 1000]
import autocannon from 'autocannon';
import { spawnServer } from './lib/spawn-server';
import { signUp } from './lib/start-server';

const seconds = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 1000);
const server = await spawnServer({}, 3920, false);
try {
  const token = await signUp(server.baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const stops = [
    { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
    { name: 'Roman Forum', latitude: 41.8925, longitude: 12.4853 },
    { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
    { name: 'Piazza Navona', latitude: 41.8992, longitude: 12.4731 },
    { name: 'Trevi Fountain', latitude: 41.9009, longitude: 12.4833 },
    { name: 'Spanish Steps', latitude: 41.9059, longitude: 12.4823 },
  ];
  const created = await fetch(`${server.baseUrl}/api/tour-maker/routes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Rome in a morning', pointsOfInterest: stops }),
  });
  const tourId = ((await created.json()) as { data: { id: string } }).data.id;
  const shared = await fetch(`${server.baseUrl}/api/tours/${tourId}/share`, { method: 'POST', headers, body: '{}' });
  const code = ((await shared.json()) as { data: { shareCode: string } }).data.shareCode;
  const check = await fetch(`${server.baseUrl}/api/tours/share/${code}`);
  if (check.status !== 200) throw new Error(`the shared tour answers ${check.status}`);

  const result = await autocannon({
    url: `${server.baseUrl}/api/tours/share/${code}`,
    connections,
    duration: seconds,
    workers: 1,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    JSON.stringify(
      {
        benchmark: `GET /api/tours/share/{code}, ${connections} connections, ${seconds} s, SQLite`,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        latencyMaxMs: result.latency.max,
        totalRequests: result.requests.total,
        failures: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
        target: '0 failures, p99 at most 100 ms',
        meets: failures === 0 && result.latency.p99 <= 100,
      },
      null,
      2,
    ),
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
