import { Injectable } from '@nestjs/common';
import { ChargeKeyTakenError, CreditsService } from '../credits';

export type PaidGroupFeature = 'group-ai-message' | 'voice-message';

/**
 * Port: the credits a study group moves (figures' answers, speech, the join bonus). The 500-credit
 * gate is the credits plugin's `@RequireCredits` on the controllers.
 */
export abstract class GroupsBilling {
  /**
   * Reserves the feature's cost once per key (a repeated key changes nothing); throws the credits
   * plugin's 402 error when short. A reservation never captured nor refunded (a crash) is refunded
   * by the credits plugin's reconciliation.
   */
  abstract charge(userId: string, feature: PaidGroupFeature, key: string): Promise<void>;
  /** The paid work reached the group: the charge under `key` stays. */
  abstract capture(userId: string, key: string): Promise<void>;
  /** The paid work failed before delivering: gives back the reserved charge under `key`, once. */
  abstract refund(userId: string, key: string): Promise<void>;
  /** The learner's balance now. */
  abstract balanceOf(userId: string): Promise<number>;
  /** Grants `amount` once per key; answers whether this call granted it. */
  abstract grantOnce(
    userId: string,
    amount: number,
    description: string,
    key: string,
  ): Promise<boolean>;
}

@Injectable()
export class CreditsGroupsBilling extends GroupsBilling {
  constructor(private readonly credits: CreditsService) {
    super();
  }

  async charge(userId: string, feature: PaidGroupFeature, key: string): Promise<void> {
    try {
      await this.credits.reserve(userId, feature, key);
    } catch (error) {
      if (!(error instanceof ChargeKeyTakenError)) throw error;
    }
  }

  async capture(userId: string, key: string): Promise<void> {
    await this.credits.capture(userId, key);
  }

  async refund(userId: string, key: string): Promise<void> {
    await this.credits.release(userId, key);
  }

  balanceOf(userId: string): Promise<number> {
    return this.credits.balance(userId);
  }

  async grantOnce(
    userId: string,
    amount: number,
    description: string,
    key: string,
  ): Promise<boolean> {
    if (amount <= 0) return false;
    return (await this.credits.grantOnce(userId, amount, description, key)).granted;
  }
}
