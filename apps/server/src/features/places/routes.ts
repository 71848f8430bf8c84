import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import {
  mapsEmbedBodySchema,
  mapsEmbedResultSchema,
  mapsKeyResultSchema,
  photoReferenceParamsSchema,
  placeDetailsParamsSchema,
  placeDetailsQuerySchema,
  placeDetailsSchema,
  placePhotoQuerySchema,
} from '@roamcast/shared/schemas/places';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { PlacesService } from './service';

export interface PlacesRoutesDeps {
  places: PlacesService;
  /** Optional: when given, usage rows carry the signed-in caller's id. Visitors may use these routes too. */
  tokens?: TokenService;
  /** Each details or photo miss costs money: per client, per minute. */
  rateLimitPerMinute?: number;
}

const wildcard = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

export function registerPlacesRoutes(app: FastifyInstance, deps: PlacesRoutesDeps): void {
  const rateLimit = { max: deps.rateLimitPerMinute ?? 120, timeWindow: '1 minute' };
  const userIdOf = async (request: FastifyRequest) => (await deps.tokens?.caller(request))?.userId ?? null;

  // Wildcards, not :params: Fastify refuses params over 100 characters with 414, and photo references run to 400+.
  app.get(
    '/api/places/details/*',
    { config: { rateLimit }, ...responds(jsonResponses(placeDetailsSchema)) },
    async (request) => {
      const { placeId } = validate(placeDetailsParamsSchema, { placeId: wildcard(request) }, 'place id');
      const { language } = validate(placeDetailsQuerySchema, request.query, 'place details query');
      return ok(await deps.places.details(placeId, language, await userIdOf(request)));
    },
  );

  app.get(
    '/api/places/photo/*',
    { config: { rateLimit }, ...responds(mediaResponses('image/*')) },
    async (request, reply) => {
      const { photoReference } = validate(
        photoReferenceParamsSchema,
        { photoReference: wildcard(request) },
        'photo reference',
      );
      const { maxwidth } = validate(placePhotoQuerySchema, request.query, 'photo query');
      const photo = await deps.places.photo(photoReference, maxwidth, await userIdOf(request));
      if (photo.kind === 'redirect') {
        return reply.header('cache-control', 'public, max-age=86400').redirect(photo.url, 302);
      }
      return reply
        .header('cache-control', 'public, max-age=2592000, immutable')
        .type(photo.contentType)
        .send(photo.bytes);
    },
  );

  app.get('/api/config/google-maps-key', responds(jsonResponses(mapsKeyResultSchema)), async () =>
    ok({ apiKey: deps.places.mapsKey() }),
  );

  app.post('/api/maps-embed/generate-url', responds(jsonResponses(mapsEmbedResultSchema)), async (request) => {
    const body = validate(mapsEmbedBodySchema, request.body, 'map embed options');
    return ok({ embedUrl: deps.places.embedUrl(body) });
  });
}
