import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { POSTCARD_STYLES, POSTCARD_VARIANTS } from '@roamcast/shared/catalog/postcard-styles';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  postcardGenerateRequestSchema,
  postcardGenerateResultSchema,
  postcardStyleListSchema,
  publicPostcardSchema,
  shareCodeParamSchema,
} from '@roamcast/shared/schemas/share-pages';
import { UPLOAD_IMAGE_MAX_BYTES } from '@roamcast/shared/schemas/tour-jobs';
import type { TokenService } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { PostcardService } from './postcard-service';

/** A 10 MB selfie as base64 inside its JSON, with room for the data URL prefix and the other fields. */
const GENERATE_BODY_LIMIT = Math.ceil(UPLOAD_IMAGE_MAX_BYTES / 3) * 4 + 8 * 1024;
const SELFIE_TOO_LARGE = `The selfie is larger than ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller photo.`;

const STYLE_LIST = POSTCARD_STYLES.map((style) => ({ ...style, variants: [...POSTCARD_VARIANTS] }));

/** SPEC §7 postcard calls: the style list and a shared postcard for anyone, generation for signed-in users. */
export function registerPostcardRoutes(
  app: FastifyInstance,
  deps: { postcards: PostcardService; tokens: TokenService },
): void {
  app.get('/api/postcards/styles', responds(jsonResponses(postcardStyleListSchema)), async () => ok(STYLE_LIST));

  // Each card is a second or two of CPU, a voice and maybe a video: plenty for a person, a wall for a script.
  const rateLimit = {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => (await deps.tokens.caller(request))?.userId ?? request.ip,
  };
  app.post(
    '/api/postcards/generate/:routeId',
    {
      bodyLimit: GENERATE_BODY_LIMIT,
      config: { bodyTooLargeMessage: SELFIE_TOO_LARGE, rateLimit },
      ...responds(jsonResponses(postcardGenerateResultSchema)),
    },
    async (request) => {
      const caller = await deps.tokens.requireCaller(request);
      const { id } = validate(idParamsSchema, { id: (request.params as { routeId?: unknown }).routeId }, 'tour id');
      const body = validate(postcardGenerateRequestSchema, request.body, 'postcard request');
      return ok(await deps.postcards.generate(id, body, caller));
    },
  );

  app.get('/api/postcards/share/:shareCode', responds(jsonResponses(publicPostcardSchema)), async (request) => {
    // A malformed code is as unknown as a well-formed one nobody issued: both are 'Postcard Not Found'.
    const code = shareCodeParamSchema.safeParse((request.params as { shareCode?: unknown }).shareCode);
    if (!code.success) throw notFound('Postcard Not Found', 'postcard_not_found');
    return ok(await deps.postcards.share(code.data));
  });
}
