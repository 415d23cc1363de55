import {
  type CreditPack,
  DEFAULT_PLAN_NAME,
  type FeatureCost,
  type Promotion,
  type SubscriptionSummary,
} from '@agora/contracts';
import type { CreditPackEntity, FeatureCostEntity, PromotionEntity } from './credits.entities';
import type { LedgerEntry } from './ledger/ledger.repository';

/** Response mappers of the credits plugin: entities in, wire shapes (`@agora/contracts`) out. */

export function toSubscriptionSummary(
  credits: number,
  recent: readonly LedgerEntry[],
): SubscriptionSummary {
  return {
    credits,
    subscription: { name: DEFAULT_PLAN_NAME },
    recentTransactions: recent.map((entry) => ({
      id: entry.id,
      description: entry.description,
      amount: entry.amount,
      balance: entry.balanceAfter,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

export function toCreditPack(pack: CreditPackEntity): CreditPack {
  const { id, name, description, priceCents, credits, priceId, popular } = pack;
  return { id, name, description, price: priceCents, credits, priceId, popular };
}

export function toFeatureCost({
  id,
  name,
  description,
  creditCost,
}: FeatureCostEntity): FeatureCost {
  return { id, name, description, creditCost };
}

export function toPromotion({ code, percentOff, description }: PromotionEntity): Promotion {
  return { code, percentOff, description };
}
