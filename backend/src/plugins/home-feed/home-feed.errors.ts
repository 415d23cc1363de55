import { DomainError } from '../../core/errors/domain-error';
import { QuotaExceeded } from '../../core/rate-limits/quota-exceeded';

export class PostNotFound extends DomainError {
  constructor() {
    super(404, 'Post not found');
  }
}

export class NotYourPost extends DomainError {
  constructor() {
    super(403, 'You can delete only your own posts');
  }
}

/** More posts (or generated posts) in the last minute than a user may make. */
export class PostingTooFast extends QuotaExceeded {
  constructor(what: string, retryAfterSeconds: number) {
    super(`${what}; please wait a moment.`, retryAfterSeconds);
  }
}
