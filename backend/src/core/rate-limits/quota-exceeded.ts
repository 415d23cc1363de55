import { DomainError } from '../errors/domain-error';

/**
 * Past a quota: 429 with `retryAfterSeconds`, which the error filter also sends as `Retry-After`.
 * Features subclass it for their own message (e.g. the card-import daily limit).
 */
export class QuotaExceeded extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { retryAfterSeconds });
  }
}
