import type { CreditPack } from '@agora/contracts';

/**
 * Spec 02 §9 base rate, equal to contracts' BASE_PRICE_PER_CREDIT_EUR. Not imported: a value
 * import of the contracts package would pull zod (~95 KB gz) into this remote.
 */
const BASE_PRICE_PER_CREDIT_EUR = 0.25;

/** Euros per credit (prices are held in cents). */
export const pricePerCredit = (pack: Pick<CreditPack, 'price' | 'credits'>): number =>
  pack.price / 100 / pack.credits;

/** Whole-percent saving against the 0.25 €/credit base rate; null for the starter pack (spec 02 §2). */
export function savingsPercent(pack: Pick<CreditPack, 'id' | 'price' | 'credits'>): number | null {
  if (pack.id === 'starter') return null;
  return Math.round((1 - pricePerCredit(pack) / BASE_PRICE_PER_CREDIT_EUR) * 100);
}

export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function formatPerCredit(
  pack: Pick<CreditPack, 'price' | 'credits'>,
  language: string,
): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(pricePerCredit(pack));
}
