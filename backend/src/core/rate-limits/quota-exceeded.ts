import { DomainError } from '../errors/domain-error';

/**
 * Past a quota: 429 with `retryAfterSeconds`, which the error filter also sends as `Retry-After`.
 * Features subclass it for their own message (e.g. the card-import daily limit), and may add
 * `details` a client reads to say which allowance ran out (e.g. `{ quota, limit }`).
 */
export class QuotaExceeded extends DomainError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(429, message, { ...details, retryAfterSeconds });
  }
}
