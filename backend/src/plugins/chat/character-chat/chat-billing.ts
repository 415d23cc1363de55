import { Injectable } from '@nestjs/common';
import { CreditsService } from '../../credits';

export type PaidChatFeature = 'chat-message' | 'voice-message' | 'image-generation';

/**
 * Port: the life of the charge for one piece of paid chat work. `reserve` takes the price before
 * the work runs; `capture` keeps it once the work reached the learner; `release` refunds it when
 * the work failed before delivering. A reservation neither captured nor released (a crash) is
 * refunded by the credits plugin's reconciliation.
 */
export abstract class ChatBilling {
  /** Takes the feature's price under a new `key`; throws the credits plugin's error when short. */
  abstract reserve(userId: string, feature: PaidChatFeature, key: string): Promise<void>;
  abstract capture(userId: string, key: string): Promise<void>;
  /** Refunds exactly what the reservation took, once; nothing after a capture. */
  abstract release(userId: string, key: string): Promise<void>;
}

/** ChatBilling through the credits plugin's charges. */
@Injectable()
export class CreditsChatBilling extends ChatBilling {
  constructor(private readonly credits: CreditsService) {
    super();
  }

  async reserve(userId: string, feature: PaidChatFeature, key: string): Promise<void> {
    await this.credits.reserve(userId, feature, key);
  }

  async capture(userId: string, key: string): Promise<void> {
    await this.credits.capture(userId, key);
  }

  async release(userId: string, key: string): Promise<void> {
    await this.credits.release(userId, key);
  }
}
