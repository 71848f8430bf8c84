import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { authResultSchema } from '@roamcast/shared/schemas/auth';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import {
  partnerAvailabilitySchema,
  partnerCallbackBodySchema,
  partnerConfigSchema,
  partnerLinkSchema,
  partnerUnlinkedSchema,
} from '@roamcast/shared/schemas/partner';
import type { TokenService } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { PartnerService } from './partner-service';
import type { PartnerConfig } from './partner-env';

const notConfigured = (partner: string) =>
  notFound(`Partner sign-in (${partner}) is not configured on this server`, 'partner_not_configured');

/**
 * Partner sign-in routes (SPEC §7). The one-time code travels in the browser's address only for
 * the moment the app takes to exchange it; the bearer token never does.
 */
export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: {
    partner: PartnerConfig | undefined;
    service: PartnerService | undefined;
    tokens: TokenService;
    publicUrl?: string;
  },
): void {
  const { partner, service } = deps;
  const active = (name: string) => {
    if (!partner || !service || name.toLowerCase() !== partner.id) throw notConfigured(name);
    return { partner, service };
  };
  const baseUrl = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const redirectUri = (request: FastifyRequest, id: string) => `${baseUrl(request)}/api/auth/${id}/return`;

  // Asked by every Settings open: no partner is a normal answer (data null), not a 404 in the console.
  app.get<{ Params: { partner: string } }>(
    '/api/config/:partner',
    responds(jsonResponses(partnerConfigSchema.nullable())),
    async (request) => {
      if (!partner || !service || request.params.partner.toLowerCase() !== partner.id) return ok(null);
      return ok({ apiUrl: `/api/auth/${partner.id}/start`, name: partner.displayName, partner: partner.id });
    },
  );

  app.get<{ Params: { partner: string } }>(
    '/api/auth/:partner/start',
    responds(mediaResponses('redirect')),
    async (request, reply) => {
      const { partner: p, service: s } = active(request.params.partner);
      return reply.redirect(await s.start(redirectUri(request, p.id), null), 302);
    },
  );

  app.post<{ Params: { partner: string } }>(
    '/api/auth/:partner/link',
    responds(jsonResponses(partnerLinkSchema)),
    async (request) => {
      const { partner: p, service: s } = active(request.params.partner);
      const caller = await deps.tokens.requireCaller(request);
      return ok({ url: await s.start(redirectUri(request, p.id), caller.userId) });
    },
  );

  app.get<{ Params: { partner: string } }>(
    '/api/auth/:partner/return',
    responds(mediaResponses('redirect')),
    async (request, reply) => {
      const { partner: p, service: s } = active(request.params.partner);
      try {
        const code = await s.finish(new URL(request.url, `${redirectUri(request, p.id)}`));
        return reply.redirect(`/?auth=true&source=${encodeURIComponent(p.id)}&token=${code}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The browser is mid-navigation: show the failure on the app's callback page, not as JSON.
        return reply.redirect(`/auth/callback?error=${encodeURIComponent(error.code)}`, 303);
      }
    },
  );

  app.post<{ Params: { partner: string } }>(
    '/api/auth/:partner/callback',
    responds(jsonResponses(authResultSchema)),
    async (request) => {
      const { service: s } = active(request.params.partner);
      const body = validate(partnerCallbackBodySchema, request.body, 'sign-in code');
      return ok(await s.exchange(body.token));
    },
  );

  app.get<{ Params: { partner: string } }>(
    '/api/:partner/check-availability',
    responds(jsonResponses(partnerAvailabilitySchema)),
    async (request) => {
      const caller = await deps.tokens.requireCaller(request);
      const { service: s } = active(request.params.partner);
      return ok(await s.status(caller.userId));
    },
  );

  app.delete<{ Params: { partner: string } }>(
    '/api/auth/:partner/link',
    responds(jsonResponses(partnerUnlinkedSchema)),
    async (request) => {
      const { service: s } = active(request.params.partner);
      const caller = await deps.tokens.requireCaller(request);
      await s.unlink(caller.userId);
      return ok({ linked: false });
    },
  );
}
