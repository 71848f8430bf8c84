import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../test/api-client';
import { json, startStandIn, type StandIn } from '../../../test/stand-ins/web-api';
import { createRequestQueue } from '../geo/online/request-queue';
import { createReachability, type Probe, type Reachability } from './reachability';
import { nominatimProbe, wikipediaProbe } from './service-probes';

let service: StandIn;
let mode: 'up' | 'down' | 'stall' | 'error' = 'up';
beforeAll(async () => {
  service = await startStandIn((request, response) => {
    if (mode === 'stall') return;
    if (mode === 'down') return void response.socket?.destroy();
    if (mode === 'error') return json(response, { error: 'overloaded' }, 503);
    if (request.path === '/status') return json(response, { status: 0, message: 'OK' });
    json(response, { batchcomplete: '' });
  });
});
afterAll(() => service.close());

const started: Reachability[] = [];
afterAll(() => started.forEach((r) => r.stop()));
// A budget a loaded machine meets for a loopback answer; the tests of the budget itself set a short one.
function watch(probe: Probe, timeoutMs = 3000, intervalMs = 60_000): Reachability {
  const reachability = createReachability({ name: 'test', probe, timeoutMs, intervalMs });
  started.push(reachability);
  return reachability;
}
const wikipedia = (baseUrl = `${service.url}/{lang}`) =>
  wikipediaProbe({ baseUrl, contact: 'mailto:ops@example.org', queue: createRequestQueue({ name: 'test' }) });

describe('reachability of a keyless service', () => {
  it('probes at once with the client’s User-Agent and one cheap request, and finds the service up', async () => {
    mode = 'up';
    const before = service.requests.length;
    const reachability = watch(wikipedia());
    expect(reachability.isUp()).toBe(false);
    await reachability.settled();
    expect(reachability.isUp()).toBe(true);
    const sent = service.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/en/w/api.php');
    expect(Object.fromEntries(sent[0]!.query)).toEqual({ action: 'query', format: 'json' });
    expect(sent[0]!.headers['user-agent']).toBe('Roamcast/0.1 (+mailto:ops@example.org)');
  });

  it('asks Nominatim its status page through the Nominatim queue', async () => {
    mode = 'up';
    const before = service.requests.length;
    const queue = createRequestQueue({ name: 'nominatim-test', minIntervalMs: 1000, maxPending: 5 });
    const reachability = watch(nominatimProbe({ baseUrl: service.url, queue }));
    expect(await reachability.check()).toBe(true);
    expect(service.requests.slice(before).map((r) => `${r.path}?${r.query}`)).toEqual(['/status?format=json']);
  });

  it('finds nothing listening at once, an error status down, and never retries', async () => {
    const closed = watch(wikipedia(`http://127.0.0.1:${await freePort()}/{lang}`));
    const begun = performance.now();
    await closed.settled();
    expect(closed.isUp()).toBe(false);
    expect(performance.now() - begun).toBeLessThan(1000);

    mode = 'error';
    const before = service.requests.length;
    expect(await watch(wikipedia()).check()).toBe(false);
    expect(service.requests.length - before).toBe(1);
  });

  it('gives a silent service no more than the probe’s budget', async () => {
    mode = 'stall';
    const reachability = watch(wikipedia(), 300);
    const begun = performance.now();
    await reachability.settled();
    const took = performance.now() - begun;
    expect(reachability.isUp()).toBe(false);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1000);
  });

  it('re-checks every interval: a service that goes away and comes back is seen both times', async () => {
    mode = 'up';
    const changes: boolean[] = [];
    const reachability = createReachability({
      name: 'wikipedia',
      probe: wikipedia(),
      timeoutMs: 1000,
      intervalMs: 100,
      onChange: (_name, up) => changes.push(up),
    });
    started.push(reachability);
    await vi.waitFor(() => expect(reachability.isUp()).toBe(true));
    mode = 'down';
    await vi.waitFor(() => expect(reachability.isUp()).toBe(false));
    mode = 'up';
    await vi.waitFor(() => expect(reachability.isUp()).toBe(true));
    expect(changes).toEqual([true, false, true]);
    reachability.stop();
    const before = service.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(service.requests.length).toBe(before);
  });

  it('sends one probe at a time, and takes a full queue for a busy service, not a dead one', async () => {
    mode = 'up';
    const queue = createRequestQueue({ name: 'busy', maxPending: 1 });
    const reachability = watch(wikipediaProbe({ baseUrl: `${service.url}/{lang}`, queue }));
    await reachability.settled();
    const before = service.requests.length;
    await Promise.all([reachability.check(), reachability.check(), reachability.check()]);
    expect(service.requests.length - before).toBe(1);

    let release = () => {};
    const holding = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await reachability.check()).toBe(true);
    release();
    await holding;
  });
});
