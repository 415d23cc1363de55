import { bodyOfError, statusOfError } from '@agora/ui';

/**
 * A join or create the server refused at a membership cap: 409 `{ cap, limit }` (a learner in
 * `limit` study groups already, or a group holding `limit` members).
 */
export interface MembershipCapRefusal {
  cap: 'groups-per-learner' | 'members-per-group';
  limit: number;
}

/** The refusal in `error`, or null when it is another failure. */
export function membershipCapOf(error: unknown): MembershipCapRefusal | null {
  if (statusOfError(error) !== 409) return null;
  const body = bodyOfError(error) as { cap?: unknown; limit?: unknown } | null;
  const cap = body?.cap;
  if (
    (cap !== 'groups-per-learner' && cap !== 'members-per-group') ||
    typeof body?.limit !== 'number'
  )
    return null;
  return { cap, limit: body.limit };
}

/** The i18n keys (namespace `chat`) that say which cap was met, each taking `{{limit}}`. */
export function membershipCapTexts({ cap }: MembershipCapRefusal): { title: string; text: string } {
  return cap === 'members-per-group'
    ? { title: 'groups.limits.groupFullTitle', text: 'groups.limits.groupFull' }
    : { title: 'groups.limits.tooManyGroupsTitle', text: 'groups.limits.tooManyGroups' };
}
