import type { GroupRole } from '@agora/contracts';

export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  shareId: string;
  createdBy: string;
  createdAt: Date;
  memberCount: number;
}

export interface NewGroup {
  name: string;
  description: string | null;
  shareId: string;
  createdBy: string;
}

export interface MemberRow {
  id: string;
  role: GroupRole;
  userId: string;
  username: string;
}

export interface MessageRow {
  id: string;
  groupId: string;
  userId: string | null;
  username: string | null;
  characterId: string | null;
  content: string;
  mentions: string[];
  language: string | null;
  replyToId: string | null;
  answersId: string | null;
  audioUrl: string | null;
  audioDuration: number | null;
  /** What a voice message says, once transcribed. */
  transcript: string | null;
  createdAt: Date;
  replyTo: {
    id: string;
    characterId: string | null;
    username: string | null;
    userId: string | null;
    content: string;
  } | null;
}

export interface NewMessage {
  /** Chosen by the caller when it must be known before the row exists (e.g. to charge for it). */
  id?: string;
  groupId: string;
  userId: string | null;
  characterId: string | null;
  content: string;
  mentions: string[];
  language: string | null;
  replyToId: string | null;
  answersId: string | null;
  audioUrl: string | null;
  audioDuration: number | null;
}

/** A position in a group's history: messages strictly older than it. */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

/** What `addMemberCapped` did: added the learner, found them a member, or met a cap. */
export type JoinOutcome = 'added' | 'already-member' | 'groups-per-learner' | 'members-per-group';

/** Port: rows of groups, their members and messages. No rules. */
export abstract class GroupsRepository {
  /** The user's groups, newest first, at most `limit`. */
  abstract listForUser(userId: string, limit: number): Promise<GroupRow[]>;
  /**
   * Inserts the group and its creator as `admin`, all or nothing, unless its creator already
   * created `caps.created` groups or belongs to `caps.groupsPerLearner` (the cap met, then). The
   * counts and the insert hold the learner's membership lock (as `addMemberCapped`), so parallel
   * creates and joins of one learner cannot pass a cap together.
   */
  abstract createCapped(
    group: NewGroup,
    caps: { created: number; groupsPerLearner: number },
  ): Promise<GroupRow | 'created' | 'groups-per-learner'>;
  abstract findById(id: string): Promise<GroupRow | null>;
  abstract findByShareId(shareId: string): Promise<GroupRow | null>;
  abstract remove(id: string): Promise<void>;
  abstract roleOf(groupId: string, userId: string): Promise<GroupRole | null>;
  /**
   * Adds a member unless they already are one (never two rows), they belong to
   * `caps.groupsPerLearner` groups, or the group holds `caps.membersPerGroup`. The counts and the
   * insert hold the learner's lock, then the group's, so parallel joins cannot pass a cap together.
   */
  abstract addMemberCapped(
    groupId: string,
    userId: string,
    caps: { groupsPerLearner: number; membersPerGroup: number },
  ): Promise<JoinOutcome>;
  /**
   * Removes the learner's membership (their messages stay: they reference the user, not the
   * membership); false when they were not a member. Holds the learner's lock, then the group's, as
   * `addMemberCapped` does, so a leave racing a join waits for it instead of skewing its counts.
   */
  abstract removeMember(groupId: string, userId: string): Promise<boolean>;
  /** Members, admins first then by joining time, at most `limit`. */
  abstract members(groupId: string, limit: number): Promise<MemberRow[]>;
  /** The newest `limit` messages before `before` (or the newest), oldest first. */
  abstract messages(groupId: string, limit: number, before?: HistoryCursor): Promise<MessageRow[]>;
  abstract findMessage(id: string): Promise<MessageRow | null>;
  abstract insertMessage(message: NewMessage): Promise<MessageRow>;
  /**
   * A figure's answer to a mention and the figure's new note for the group, in one transaction;
   * null (and the note left as it was) when that figure already answered it.
   */
  abstract insertAnswer(
    message: NewMessage & { answersId: string; characterId: string },
    note: string,
  ): Promise<MessageRow | null>;
  /** What `figure` taught in the group so far (null before its first answer). */
  abstract noteOf(groupId: string, figure: string): Promise<string | null>;
  /** Stores what a voice message says and the figures it named (its mentions from then on). */
  abstract setTranscript(
    messageId: string,
    transcript: string,
    mentions: string[],
  ): Promise<MessageRow | null>;
  /** The figures' answers to one message, oldest first. */
  abstract answersTo(messageId: string): Promise<MessageRow[]>;
  /** When `figure` was first mentioned in the group (null if never). */
  abstract firstMentionAt(groupId: string, figure: string): Promise<Date | null>;
  /** Messages from `since` up to and including `until`, oldest first, at most the newest `limit`. */
  abstract conversation(
    groupId: string,
    since: Date,
    until: Date,
    limit: number,
  ): Promise<MessageRow[]>;
}
