import { Injectable } from '@nestjs/common';
import { CreditsService } from '../credits';

export type PaidGroupFeature = 'group-ai-message' | 'voice-message';

/** Port: the credits a study group moves (figures' answers, speech, the join bonus, the gate). */
export abstract class GroupsBilling {
  /** Charges the feature once per key; throws the credits plugin's 402 error when short. */
  abstract charge(userId: string, feature: PaidGroupFeature, key: string): Promise<void>;
  /** Returns exactly what the charge under `key` took, once. */
  abstract refund(userId: string, key: string): Promise<void>;
  /** Grants `amount` once per key; answers whether this call granted it. */
  abstract grantOnce(
    userId: string,
    amount: number,
    description: string,
    key: string,
  ): Promise<boolean>;
  /** Throws 403 `{requiredCredits, currentCredits}` below `required`. */
  abstract requireAtLeast(userId: string, required: number): Promise<void>;
}

@Injectable()
export class CreditsGroupsBilling extends GroupsBilling {
  constructor(private readonly credits: CreditsService) {
    super();
  }

  async charge(userId: string, feature: PaidGroupFeature, key: string): Promise<void> {
    await this.credits.spend(userId, feature, key);
  }

  async refund(userId: string, key: string): Promise<void> {
    await this.credits.refund(userId, key);
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

  async requireAtLeast(userId: string, required: number): Promise<void> {
    await this.credits.requireAtLeast(userId, required);
  }
}
