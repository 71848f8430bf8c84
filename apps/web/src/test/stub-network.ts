import { vi } from 'vitest';

/** Envelope replies as the Roamcast API sends them (SPEC §7). */
export const okJson = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, error: null }), { status: 200 });
export const failJson = (error: string, status: number) =>
  new Response(JSON.stringify({ success: false, data: null, error }), { status });

type Route = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/** Stands in for the network: each route may answer; anything unanswered is a 404 envelope. */
export function stubNetwork(route: Route) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    return (await route(url, init)) ?? failJson('not here', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
