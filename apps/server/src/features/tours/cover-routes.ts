import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import { UPLOAD_IMAGE_MAX_BYTES, tourImagesSchema, uploadImageBodySchema } from '@roamcast/shared/schemas/tour-jobs';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { CoverService } from './cover-service';

/** SPEC §7 sends regenerate-image an empty body; like every tour call it may name the caller's own account. */
const regenerateImageBodySchema = uploadImageBodySchema.pick({ userId: true });

/** A 10 MB image as base64 (4 characters for every 3 bytes) inside its JSON, with room for the data URL prefix. */
const UPLOAD_BODY_LIMIT = Math.ceil(UPLOAD_IMAGE_MAX_BYTES / 3) * 4 + 4 * 1024;
const UPLOAD_TOO_LARGE = `The image is larger than ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller photo.`;

/** SPEC §7 cover calls: regenerate-image and upload-image, owner only, both answering the tour's images. */
export function registerCoverRoutes(app: FastifyInstance, deps: { covers: CoverService; tokens: TokenService }): void {
  // Each cover costs about half a second of CPU (or a paid image), each upload a decode of up to
  // 10 MB: generous for a person pressing buttons, a wall for a script. Counted per account (per
  // address for visitors, who get 401 anyway), so people behind one address do not share it.
  const rateLimit = {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => (await deps.tokens.caller(request))?.userId ?? request.ip,
  };
  app.post(
    '/api/tour-maker/routes/:id/regenerate-image',
    { config: { rateLimit }, ...responds(jsonResponses(tourImagesSchema)) },
    async (request) => {
      const caller = await deps.tokens.requireCaller(request);
      const { id } = validate(idParamsSchema, request.params, 'tour id');
      const { userId } = validate(regenerateImageBodySchema, request.body, 'cover request');
      return ok(await deps.covers.regenerate(id, caller, userId));
    },
  );

  app.post(
    '/api/tour-maker/routes/:id/upload-image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { bodyTooLargeMessage: UPLOAD_TOO_LARGE, rateLimit },
      ...responds(jsonResponses(tourImagesSchema)),
    },
    async (request) => {
      const caller = await deps.tokens.requireCaller(request);
      const { id } = validate(idParamsSchema, request.params, 'tour id');
      const { userId, imageData } = validate(uploadImageBodySchema, request.body, 'image upload');
      return ok(await deps.covers.upload(id, imageData, caller, userId));
    },
  );
}
