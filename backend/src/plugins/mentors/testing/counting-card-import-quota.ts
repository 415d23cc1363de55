import {
  CARD_IMPORTS_PER_DAY,
  CardImportQuota,
  CardImportQuotaExceeded,
} from '../card-import-quota';

/** The import allowance in memory: counts per user, refuses past the daily limit. */
export class CountingCardImportQuota extends CardImportQuota {
  readonly taken = new Map<string, number>();

  async take(userId: string): Promise<void> {
    const used = this.taken.get(userId) ?? 0;
    if (used >= CARD_IMPORTS_PER_DAY) throw new CardImportQuotaExceeded(3600);
    this.taken.set(userId, used + 1);
  }
}
