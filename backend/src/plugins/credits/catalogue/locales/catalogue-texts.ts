/** One language's texts for the price list, keyed by pack id, feature id and promotion code. */
export interface CatalogueTexts {
  packs: Record<string, { name: string; description: string }>;
  features: Record<string, { name: string; description: string }>;
  promotions: Record<string, string>;
  /** A refunded feature in the transaction history; `{name}` is the feature's name. */
  refund: string;
}
