import { DomainError } from '../../../core/errors/domain-error';

/**
 * Study groups one learner may belong to, created or joined. `GET /api/group-chats` answers them
 * all at once, so this is that list's size: no group a learner is in is ever left off it.
 */
export const GROUPS_PER_LEARNER = 100;
/**
 * Learners one study group may hold, its creator included. `GET /api/group-chats/:id/members`
 * answers them all at once, so this is that list's size: no member is ever left off it.
 */
export const MEMBERS_PER_GROUP = 200;
/** What one learner may create: keeps what a new account stores bounded. */
export const GROUPS_CREATED_MAX = 20;

/** Which membership cap a join or create met (`cap` in the 409 body, with its `limit`). */
export type MembershipCap = 'groups-per-learner' | 'members-per-group';

export class TooManyGroups extends DomainError {
  constructor() {
    super(
      409,
      `You are already in ${GROUPS_PER_LEARNER} study groups, the most one learner may belong to`,
      { cap: 'groups-per-learner' satisfies MembershipCap, limit: GROUPS_PER_LEARNER },
    );
  }
}

export class GroupFull extends DomainError {
  constructor() {
    super(409, `This study group is full (${MEMBERS_PER_GROUP} members)`, {
      cap: 'members-per-group' satisfies MembershipCap,
      limit: MEMBERS_PER_GROUP,
    });
  }
}
