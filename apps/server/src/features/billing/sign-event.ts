import Stripe from 'stripe';

const stripe = new Stripe('sk_unused_for_test_signatures');

/** A Stripe event body and its `stripe-signature` header, as Stripe would send it (tests and the browser suite). */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; created?: number; object: Record<string, unknown> },
  timestamp?: number,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created ?? Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
