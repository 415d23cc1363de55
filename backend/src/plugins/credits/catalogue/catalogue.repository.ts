import type { CreditPackEntity, FeatureCostEntity, PromotionEntity } from '../credits.entities';

/** Port: the priced catalogue (packs, feature costs, promotions). */
export abstract class CatalogueRepository {
  abstract packs(): Promise<CreditPackEntity[]>;
  abstract packByPriceId(priceId: string): Promise<CreditPackEntity | null>;
  abstract packById(id: string): Promise<CreditPackEntity | null>;
  abstract featureCosts(): Promise<FeatureCostEntity[]>;
  abstract featureCost(id: string): Promise<FeatureCostEntity | null>;
  abstract activePromotions(): Promise<PromotionEntity[]>;
  /** Inserts or refreshes every given row; safe to run on every start and concurrently. */
  abstract upsert(data: {
    packs: CreditPackEntity[];
    featureCosts: FeatureCostEntity[];
    promotions: PromotionEntity[];
  }): Promise<void>;
}
