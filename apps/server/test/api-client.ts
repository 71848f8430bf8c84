import { createServer } from 'node:net';

/** A port nothing listens on right now, for a server the test is about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiAnswer<T> {
  status: number;
  data: T;
  error: string | null;
}

/**
 * One JSON request to a running Roamcast process, as the web app sends it (the token as a bearer
 * header, never in the URL), answering the status and the envelope's data and error.
 */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
  options: { timeoutMs?: number } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const json = (await response.json()) as { data: T; error?: string | null };
  return { status: response.status, data: json.data, error: json.error ?? null };
}

/** callApi for a request that must succeed: answers its data, or throws with the status and message. */
export async function callApiOk<T = Record<string, unknown>>(...request: Parameters<typeof callApi>): Promise<T> {
  const answer = await callApi<T>(...request);
  if (answer.status >= 300) throw new Error(`${request[1]} ${request[2]} answered ${answer.status}: ${answer.error}`);
  return answer.data;
}
