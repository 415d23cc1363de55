import { Injectable } from '@nestjs/common';
import { CreditsService } from '../../credits';

export type PaidChatFeature = 'chat-message' | 'voice-message' | 'image-generation';

/** Port: charging a learner for paid chat work, and giving it back when the work was not delivered. */
export abstract class ChatBilling {
  /** Charges the feature's price once per key; throws the credits plugin's error when short. */
  abstract charge(userId: string, feature: PaidChatFeature, key: string): Promise<void>;
  /** Returns exactly what the charge under `key` took (nothing if it took nothing). */
  abstract refund(userId: string, key: string): Promise<void>;
}

/** ChatBilling through the credits plugin's ledger. */
@Injectable()
export class CreditsChatBilling extends ChatBilling {
  constructor(private readonly credits: CreditsService) {
    super();
  }

  async charge(userId: string, feature: PaidChatFeature, key: string): Promise<void> {
    await this.credits.spend(userId, feature, key);
  }

  async refund(userId: string, key: string): Promise<void> {
    await this.credits.refund(userId, key);
  }
}
