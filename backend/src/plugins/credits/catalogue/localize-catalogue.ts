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

  promotion(promotion: Promotion): Promotion {
    const description = this.texts?.promotions[promotion.code];
    return description ? { ...promotion, description } : promotion;
  }
}
