import { REACTIONS_PER_USER_MAX } from '@agora/contracts';
import { BadRequestException } from '@nestjs/common';
import { DomainError } from '../../../core/errors/domain-error';
import type { Reaction } from './reactions.repository';

const FULL = {
  like: `You already like ${REACTIONS_PER_USER_MAX} posts, the most one account may keep; unlike one to like another`,
  save: `You already have ${REACTIONS_PER_USER_MAX} saved posts, the most one account may keep; remove one to save another`,
} as const;

/** A like or save past `REACTIONS_PER_USER_MAX` (each stores the post's text). */
export class ReactionsFull extends DomainError {
  constructor(kind: Reaction) {
    super(409, FULL[kind], { limit: REACTIONS_PER_USER_MAX });
  }
}

/** A post the server does not hold, liked or saved without its text. */
export class UnknownReactedPost extends BadRequestException {
  constructor() {
    super({
      message: 'postContent: required (with postAuthor) for a post the server does not know',
      issues: [{ path: 'postContent', message: 'required for a post the server does not know' }],
    });
  }
}

/** A cursor this server did not hand out: a 400 naming `cursor`. */
export class NotAReactionsCursor extends BadRequestException {
  constructor() {
    const message = 'not a cursor from X-Next-Cursor';
    super({ message: `cursor: ${message}`, issues: [{ path: 'cursor', message }] });
  }
}
