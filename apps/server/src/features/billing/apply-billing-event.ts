import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { Db } from '../../db/database';
import { createBillingRepository, type BillingRepository } from './billing-repository';
import { readBillingEvent, type PlanChange } from './read-billing-event';

export interface VerifiedEvent {
  id: string;
  type: string;
  /** Unix seconds when Stripe created the event. */
  created: number;
  object: unknown;
}

export type BillingOutcome = 'applied' | 'replayed' | 'ignored' | 'stale' | 'unknown_user';

async function findUser(repo: BillingRepository, change: PlanChange): Promise<string | undefined> {
  if (change.userId && (await repo.userExists(change.userId))) return change.userId;
  return change.customerId ? repo.userOfCustomer(change.customerId) : undefined;
}

/**
 * Applies one verified event in one transaction: its id is recorded first, so a second delivery is
 * acknowledged but changes nothing; an event older than the last subscription event applied to the user
 * is recorded and skipped, as Stripe does not promise order.
 */
export async function applyBillingEvent(
  db: Db,
  event: VerifiedEvent,
  priceTiers: Record<string, TierId>,
): Promise<BillingOutcome> {
  return db.transaction().execute(async (trx) => {
    const repo = createBillingRepository(trx);
    if (!(await repo.claimEvent(event.id, event.type, event.created))) return 'replayed';
    const change = readBillingEvent(event.type, event.object, priceTiers);
    if (!change) return 'ignored';
    const userId = await findUser(repo, change);
    if (!userId) return 'unknown_user';
    await repo.noteEventUser(event.id, userId);
    const account = await repo.account(userId);
    if (account && event.created < account.lastEventCreated) return 'stale';

    if (change.tier) {
      await repo.setPlan(userId, {
        tier: change.tier,
        subscriptionTier: change.subscriptionTier,
        ...(change.trial ? { trialActive: change.trial.active ? 1 : 0, trialExpiresAt: change.trial.expiresAt } : {}),
      });
    }
    const newPeriod = change.periodStart !== null && change.periodStart !== account?.periodStart;
    if (newPeriod && change.periodEnd) {
      await repo.startPostcardCycle(userId, new Date(change.periodEnd * 1000).toISOString().slice(0, 10));
    }
    await repo.saveAccount({
      userId,
      customerId: change.customerId,
      subscriptionId: change.subscriptionId,
      // Only subscription events, which state the whole subscription, set the bar for later ones: the
      // subscription.created Stripe sends just before a checkout's completion may arrive after it.
      lastEventCreated: change.trial ? event.created : (account?.lastEventCreated ?? 0),
      periodStart: change.periodStart ?? account?.periodStart ?? null,
    });
    return 'applied';
  });
}
