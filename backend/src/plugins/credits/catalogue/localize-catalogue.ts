import type { FeatureCost, LanguageCode, Promotion } from '@agora/contracts';
import { CATALOGUE_TEXTS, type CatalogueTexts } from './locales';

/**
 * The price list in the reader's language: names and descriptions are looked up by id (promotions
 * by code); English, and any item without a translation (e.g. one an operator added), keep the
 * stored English text.
 */
export class CatalogueTranslator {
  private readonly texts: CatalogueTexts | undefined;

  constructor(language: LanguageCode) {
    this.texts = language === 'en' ? undefined : CATALOGUE_TEXTS[language];
  }

  pack<T extends { id: string; name: string; description: string }>(pack: T): T {
    return { ...pack, ...this.texts?.packs[pack.id] };
  }

  feature(cost: FeatureCost): FeatureCost {
    return { ...cost, ...this.texts?.features[cost.id] };
  }

  /**
   * A ledger line's description: spends and refunds of a known feature name it in this language
   * (they store the English name); anything else keeps its stored text.
   */
  transactionDescription(entry: {
    kind: string;
    feature: string | null;
    description: string;
  }): string {
    const feature = entry.feature ? this.texts?.features[entry.feature] : undefined;
    if (!this.texts || !feature) return entry.description;
    if (entry.kind === 'spend') return feature.name;
    if (entry.kind === 'refund') return this.texts.refund.replace('{name}', feature.name);
    return entry.description;
  }

  promotion(promotion: Promotion): Promotion {
    const description = this.texts?.promotions[promotion.code];
    return description ? { ...promotion, description } : promotion;
  }
}
