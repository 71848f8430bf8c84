// GET /api/user/session at 50 connections for 10 s: requests per second and p99 latency.
// Run: npx tsx bench/session-throughput.ts
import autocannon from 'autocannon';
import { signUp, startServer } from './lib/start-server';

const server = await startServer();
try {
  const token = await signUp(server.baseUrl);
  const result = await autocannon({
    url: `${server.baseUrl}/api/user/session`,
    connections: 50,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    JSON.stringify(
      {
        benchmark: 'GET /api/user/session, 50 connections, 10 s, SQLite',
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        totalRequests: result.requests.total,
        failures,
      },
      null,
      2,
    ),
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
