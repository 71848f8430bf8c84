import { z } from 'zod';

/**
 * How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS). A body
 * dribbled in byte by byte (slowloris) would otherwise hold its connection and its parser for ever;
 * past this the server answers 408 and closes the connection (issue 23).
 */
export const requestTimeoutEnvSchema = z.object({
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
});

/** Fastify's options for it: Node checks open requests every few seconds, not only every 30 s. */
export function requestTimeoutOptions(env: Record<string, string | undefined>) {
  const { REQUEST_TIMEOUT_MS: requestTimeout } = requestTimeoutEnvSchema.parse(env);
  const every = Math.max(100, Math.min(5_000, Math.round(requestTimeout / 4)));
  // Node measures a request against headersTimeout too (60 s by default): it may not outlast the whole.
  const headersTimeout = Math.min(60_000, requestTimeout);
  return { requestTimeout, http: { requestTimeout, headersTimeout, connectionsCheckingInterval: every } };
}
