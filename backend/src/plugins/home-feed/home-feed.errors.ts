import { DomainError } from '../../core/errors/domain-error';

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
export class PostingTooFast extends DomainError {
  constructor(what: string, retryAfterSeconds: number) {
    super(429, `${what}; please wait a moment.`, { retryAfterSeconds });
  }
}
