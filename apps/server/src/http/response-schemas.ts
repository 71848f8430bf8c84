import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '@roamcast/shared/schemas/responses';

/**
 * Routes declare their responses in zod (packages/shared) under `schema.response`. Fastify would hand
 * them to fast-json-stringify, which reads JSON Schema and drops what a schema does not name: here every
 * body is serialised with JSON.stringify as before, so a declaration describes a body and never changes it.
 */
export function useZodResponseSchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(serializeAsJson);
}

const serializeAsJson = () => (data: unknown) => JSON.stringify(data);

/**
 * A route's declared responses (zod, from packages/shared, keyed by status as Fastify's
 * `schema.response`), with their serialiser on the route itself, so the route builds on any Fastify
 * instance (a test's bare one too): `app.get(url, { ...responds(jsonResponses(tourSchema)) }, handler)`.
 */
export function responds(response: Readonly<Record<string, z.ZodType>>) {
  return { schema: { response }, serializerCompiler: serializeAsJson };
}

type ResponseSchemas = Record<string, z.ZodType>;

/** The schema Fastify would pick for this status: exact, then `4xx`-style, then `default`. */
export function responseSchemaFor(schemas: ResponseSchemas | undefined, status: number): z.ZodType | undefined {
  if (!schemas) return undefined;
  return schemas[String(status)] ?? schemas[`${String(status)[0]}xx`] ?? schemas.default;
}

const mediaTypeOf = (schema: z.ZodType): string | undefined =>
  (schema.meta() as { mediaType?: string } | undefined)?.mediaType;

/** Why a response breaks its route's declaration, or undefined when it keeps it. */
export function responseMismatch(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
  const status = reply.statusCode;
  if (status === 204 || status === 304 || payload === undefined || payload === null || payload === '') return undefined;
  const route = request.routeOptions;
  const declared = route.url
    ? responseSchemaFor(route.schema?.response as ResponseSchemas | undefined, status)
    : errorBodySchema; // no route matched: the not-found handler's error body
  // A route that declares nothing is the route-listing test's to report (test/response-schemas.test.ts).
  if (!declared) return undefined;
  const contentType = String(reply.getHeader('content-type') ?? '');
  const isJson = /json/i.test(contentType);
  if (mediaTypeOf(declared) !== undefined) return undefined;
  if (!isJson) return `declared JSON for status ${status}, sent ${contentType || 'no content type'}`;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined; // a stream: not read here
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return `status ${status}: the body is not JSON`;
  }
  const result = declared.safeParse(body);
  if (result.success) return undefined;
  return `status ${status}: ${result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')}`;
}

/** Sent only by the tests' check, never to a listener: so not in the web app's error catalogue. */
const TESTS_ONLY_CODE = 'response_schema';

/**
 * Tests only: every response is checked against its route's declared schema; one that breaks it is
 * turned into a 500 naming the mismatch (and printed), so the test that made the call fails.
 */
export function checkResponsesAgainstSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const mismatch = responseMismatch(request, reply, payload);
    if (!mismatch) return payload;
    const message = `Response breaks the declared schema of ${request.method} ${request.routeOptions.url ?? request.url}: ${mismatch}`;
    console.error(message);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ success: false, data: null, error: message, code: TESTS_ONLY_CODE });
  });
}
