import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { billingWebhookResultSchema, upgradeUrlSchema } from '@roamcast/shared/schemas/billing';
import Stripe from 'stripe';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { applyBillingEvent } from './apply-billing-event';
import type { BillingConfig } from './billing-config';

/** Stripe's default: a signature older than five minutes is refused, which bounds replays of old deliveries. */
const TOLERANCE_SECONDS = 300;

/** The key is never used: verifying signatures is local and makes no call to Stripe. */
const stripe = new Stripe('sk_unused_for_webhook_verification');

export function registerBillingRoutes(app: FastifyInstance, deps: { db: Db; billing: BillingConfig }): void {
  app.get('/api/config/upgrade-url', responds(jsonResponses(upgradeUrlSchema)), async () =>
    ok({ url: deps.billing.upgradeUrl }),
  );

  // Encapsulated so only this route reads its body raw: the signature covers the exact bytes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/billing/webhook', responds(jsonResponses(billingWebhookResultSchema)), async (request) => {
      const secret = deps.billing.webhookSecret;
      if (!secret) throw notFound('Billing webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET)');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature', 'invalid_signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret, TOLERANCE_SECONDS);
      } catch {
        throw badRequest('Invalid Stripe signature', 'invalid_signature');
      }
      const outcome = await applyBillingEvent(
        deps.db,
        { id: event.id, type: event.type, created: event.created, object: event.data.object },
        deps.billing.priceTiers,
      );
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
      return ok({ received: true, outcome });
    });
  });
}
