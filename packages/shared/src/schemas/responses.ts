import { z } from 'zod';

/**
 * What each route answers, declared once here so the server checks it in tests and the web client
 * imports the same types. Fastify reads them from a route's `schema.response` (keyed by status, `2xx`,
 * `4xx`, `5xx`); the server serialises with JSON.stringify, so a schema never strips or reshapes a body:
 * it describes it. Objects are open (extra fields pass) so an addition never breaks a client.
 */

/** Every failure (SPEC §7 envelope), from the one error handler: the stable `code` and, for bad input, the issues. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  data: z.null(),
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The success half of the envelope around `data`. */
export function okBodySchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, error: z.null() });
}

/** The error statuses every route may answer (bad input, auth, limits, a backing service down). */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

/** A JSON route's responses: the envelope around `data` for 2xx, the error body otherwise. */
export function jsonResponses<T extends z.ZodType>(data: T) {
  return { '2xx': okBodySchema(data), ...errorResponses };
}

/**
 * A body that is not JSON (audio, images, HTML, plain text, a redirect): declared by its media type so
 * the route is accounted for; tests check its content type, not its bytes.
 */
export function mediaBodySchema(mediaType: string) {
  return z.unknown().meta({ mediaType });
}

/** A route whose success is not JSON (its media type, or `redirect`); its errors are still the error body. */
export function mediaResponses(mediaType: string) {
  return { '2xx': mediaBodySchema(mediaType), '3xx': mediaBodySchema('redirect'), ...errorResponses };
}

/** A JSON body that is not the envelope (health checks, metrics, link unfurls): its own schema. */
export function plainResponses<T extends z.ZodType>(body: T) {
  return { '2xx': body, ...errorResponses };
}
