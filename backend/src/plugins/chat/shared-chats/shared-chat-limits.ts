import { SHARED_CHAT_LIMITS } from '@agora/contracts';
import { DomainError } from '../../../core/errors/domain-error';

const HOUR_SECONDS = 3600;

/** What people other than the owner may add to a shared chat (the owner is never limited here). */
export const OTHERS_LIMITS = {
  perChat: SHARED_CHAT_LIMITS.othersPerChat,
  perAuthor: SHARED_CHAT_LIMITS.perPersonPerHour,
  windowSeconds: HOUR_SECONDS,
} as const;

/** The shared chat holds as many messages from people other than its owner as it takes. */
export class SharedChatFullError extends DomainError {
  constructor() {
    super(
      409,
      `This shared chat is full: it takes at most ${OTHERS_LIMITS.perChat} messages from people other than its owner`,
      { limit: OTHERS_LIMITS.perChat },
    );
  }
}

/** The poster added as many messages to this shared chat in the last hour as one person may. */
export class SharedChatQuotaError extends DomainError {
  constructor() {
    super(
      429,
      `You can add at most ${OTHERS_LIMITS.perAuthor} messages an hour to a shared chat that is not yours`,
      { limit: OTHERS_LIMITS.perAuthor, windowSeconds: OTHERS_LIMITS.windowSeconds },
    );
  }
}
