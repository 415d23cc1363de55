import type { GroupRole } from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type SqlRunner, sqlRow, sqlRows } from '../../core/database/sql';
import {
  type GroupRow,
  GroupsRepository,
  type HistoryCursor,
  type JoinOutcome,
  type MemberRow,
  type MessageRow,
  type NewGroup,
  type NewMessage,
} from './groups.repository';

const GROUP_COLUMNS = `g."id", g."name", g."description", g."shareId", g."createdBy", g."createdAt",
  (SELECT count(*)::int FROM "group_members" c WHERE c."groupId" = g."id") AS "memberCount"`;

// A message with its author's display name and the message it replies to.
const MESSAGE_SELECT = `
  SELECT m."id", m."groupId", m."userId", u."firstName" AS "username", m."characterId", m."content",
         m."mentions", m."language", m."replyToId", m."answersId", m."audioUrl", m."audioDuration", m."transcript", m."createdAt",
         CASE WHEN r."id" IS NULL THEN NULL ELSE json_build_object(
           'id', r."id", 'characterId', r."characterId", 'userId', r."userId",
           'username', ru."firstName", 'content', r."content") END AS "replyTo"
  FROM "group_messages" m
  LEFT JOIN "users" u ON u."id" = m."userId"
  LEFT JOIN "group_messages" r ON r."id" = m."replyToId"
  LEFT JOIN "users" ru ON ru."id" = r."userId"`;

type RawMessage = Omit<MessageRow, 'username' | 'replyTo'> & {
  username: string | null;
  replyTo: MessageRow['replyTo'];
};

const toMessage = (row: RawMessage): MessageRow => ({
  ...row,
  username: row.userId ? (row.username ?? 'Learner') : null,
  replyTo: row.replyTo
    ? { ...row.replyTo, username: row.replyTo.userId ? (row.replyTo.username ?? 'Learner') : null }
    : null,
});

/**
 * One learner's creates and joins run one after another (a transaction-long advisory lock), so
 * each counts the memberships before it.
 */
async function lockLearner(tx: SqlRunner, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('group_members.userId'), hashtext($1))`, [
    userId,
  ]);
}

/** One group's joins and leaves run one after another; always taken after the learner's lock. */
async function lockGroup(tx: SqlRunner, groupId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('group_members.groupId'), hashtext($1))`, [
    groupId,
  ]);
}

@Injectable()
export class TypeOrmGroupsRepository extends GroupsRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  listForUser(userId: string, limit: number): Promise<GroupRow[]> {
    return sqlRows<GroupRow>(
      this.db,
      `SELECT ${GROUP_COLUMNS} FROM "group_chats" g
       JOIN "group_members" me ON me."groupId" = g."id" AND me."userId" = $1
       ORDER BY g."createdAt" DESC, g."id" DESC LIMIT $2`,
      [userId, limit],
    );
  }

  createCapped(
    group: NewGroup,
    caps: { created: number; groupsPerLearner: number },
  ): Promise<GroupRow | 'created' | 'groups-per-learner'> {
    return this.db.transaction(async (tx) => {
      await lockLearner(tx, group.createdBy);
      const counts = await sqlRow<{ created: number; memberships: number }>(
        tx,
        `SELECT (SELECT count(*)::int FROM "group_chats" WHERE "createdBy" = $1) AS "created",
                (SELECT count(*)::int FROM "group_members" WHERE "userId" = $1) AS "memberships"`,
        [group.createdBy],
      );
      if (counts!.created >= caps.created) return 'created';
      if (counts!.memberships >= caps.groupsPerLearner) return 'groups-per-learner';
      const created = await sqlRow<{ id: string }>(
        tx,
        `INSERT INTO "group_chats" ("name", "description", "shareId", "createdBy")
         VALUES ($1, $2, $3, $4) RETURNING "id"`,
        [group.name, group.description, group.shareId, group.createdBy],
      );
      await tx.query(
        `INSERT INTO "group_members" ("groupId", "userId", "role") VALUES ($1, $2, 'admin')`,
        [created!.id, group.createdBy],
      );
      return (await sqlRow<GroupRow>(
        tx,
        `SELECT ${GROUP_COLUMNS} FROM "group_chats" g WHERE g."id" = $1`,
        [created!.id],
      ))!;
    });
  }

  findById(id: string): Promise<GroupRow | null> {
    return sqlRow<GroupRow>(
      this.db,
      `SELECT ${GROUP_COLUMNS} FROM "group_chats" g WHERE g."id" = $1`,
      [id],
    );
  }

  findByShareId(shareId: string): Promise<GroupRow | null> {
    return sqlRow<GroupRow>(
      this.db,
      `SELECT ${GROUP_COLUMNS} FROM "group_chats" g WHERE g."shareId" = $1`,
      [shareId],
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM "group_chats" WHERE "id" = $1`, [id]);
  }

  async roleOf(groupId: string, userId: string): Promise<GroupRole | null> {
    const row = await sqlRow<{ role: GroupRole }>(
      this.db,
      `SELECT "role" FROM "group_members" WHERE "groupId" = $1 AND "userId" = $2`,
      [groupId, userId],
    );
    return row?.role ?? null;
  }

  addMemberCapped(
    groupId: string,
    userId: string,
    caps: { groupsPerLearner: number; membersPerGroup: number },
  ): Promise<JoinOutcome> {
    return this.db.transaction(async (tx) => {
      // The learner's lock, then the group's: every join takes them in this order (a create takes
      // only the learner's), so two joins never wait on each other in a circle.
      await lockLearner(tx, userId);
      await lockGroup(tx, groupId);
      const now = await sqlRow<{ member: boolean; memberships: number; members: number }>(
        tx,
        `SELECT EXISTS (SELECT 1 FROM "group_members" WHERE "groupId" = $1 AND "userId" = $2) AS "member",
                (SELECT count(*)::int FROM "group_members" WHERE "userId" = $2) AS "memberships",
                (SELECT count(*)::int FROM "group_members" WHERE "groupId" = $1) AS "members"`,
        [groupId, userId],
      );
      if (now!.member) return 'already-member';
      if (now!.memberships >= caps.groupsPerLearner) return 'groups-per-learner';
      if (now!.members >= caps.membersPerGroup) return 'members-per-group';
      await tx.query(
        `INSERT INTO "group_members" ("groupId", "userId", "role") VALUES ($1, $2, 'member')`,
        [groupId, userId],
      );
      return 'added';
    });
  }

  removeMember(groupId: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The order of `addMemberCapped`: the learner's lock, then the group's.
      await lockLearner(tx, userId);
      await lockGroup(tx, groupId);
      const removed = await sqlRows<{ id: string }>(
        tx,
        `DELETE FROM "group_members" WHERE "groupId" = $1 AND "userId" = $2 RETURNING "id"`,
        [groupId, userId],
      );
      return removed.length > 0;
    });
  }

  members(groupId: string, limit: number): Promise<MemberRow[]> {
    return sqlRows<MemberRow>(
      this.db,
      `SELECT gm."id", gm."role", gm."userId", coalesce(u."firstName", 'Learner') AS "username"
       FROM "group_members" gm JOIN "users" u ON u."id" = gm."userId"
       WHERE gm."groupId" = $1
       ORDER BY gm."role" = 'admin' DESC, gm."joinedAt", gm."id" LIMIT $2`,
      [groupId, limit],
    );
  }

  async messages(groupId: string, limit: number, before?: HistoryCursor): Promise<MessageRow[]> {
    const rows = await sqlRows<RawMessage>(
      this.db,
      `SELECT * FROM (${MESSAGE_SELECT}
         WHERE m."groupId" = $1
           AND ($3::timestamptz IS NULL OR (m."createdAt", m."id") < ($3::timestamptz, $4::uuid))
         ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $2) page
       ORDER BY page."createdAt", page."id"`,
      [groupId, limit, before?.createdAt ?? null, before?.id ?? null],
    );
    return rows.map(toMessage);
  }

  async findMessage(id: string): Promise<MessageRow | null> {
    const row = await sqlRow<RawMessage>(this.db, `${MESSAGE_SELECT} WHERE m."id" = $1`, [id]);
    return row ? toMessage(row) : null;
  }

  async insertMessage(message: NewMessage): Promise<MessageRow> {
    const row = await this.insert(message, '');
    return (await this.findMessage(row!.id))!;
  }

  async insertAnswer(
    message: NewMessage & { answersId: string; characterId: string },
    note: string,
  ): Promise<MessageRow | null> {
    const row = await this.db.transaction(async (tx) => {
      const inserted = await this.insert(
        message,
        `ON CONFLICT ("answersId", "characterId") WHERE "answersId" IS NOT NULL DO NOTHING`,
        tx,
      );
      if (!inserted) return null;
      await tx.query(
        `INSERT INTO "group_figure_notes" ("groupId", "characterId", "note") VALUES ($1, $2, $3)
         ON CONFLICT ("groupId", "characterId")
         DO UPDATE SET "note" = EXCLUDED."note", "updatedAt" = now()`,
        [message.groupId, message.characterId, note],
      );
      return inserted;
    });
    return row ? this.findMessage(row.id) : null;
  }

  async noteOf(groupId: string, figure: string): Promise<string | null> {
    const row = await sqlRow<{ note: string }>(
      this.db,
      `SELECT "note" FROM "group_figure_notes" WHERE "groupId" = $1 AND "characterId" = $2`,
      [groupId, figure],
    );
    return row?.note ?? null;
  }

  async setTranscript(
    messageId: string,
    transcript: string,
    mentions: string[],
  ): Promise<MessageRow | null> {
    await this.db.query(
      `UPDATE "group_messages" SET "transcript" = $2, "mentions" = $3::jsonb WHERE "id" = $1`,
      [messageId, transcript, JSON.stringify(mentions)],
    );
    return this.findMessage(messageId);
  }

  async answersTo(messageId: string): Promise<MessageRow[]> {
    const rows = await sqlRows<RawMessage>(
      this.db,
      `${MESSAGE_SELECT} WHERE m."answersId" = $1 ORDER BY m."createdAt", m."id"`,
      [messageId],
    );
    return rows.map(toMessage);
  }

  async firstMentionAt(groupId: string, figure: string): Promise<Date | null> {
    const row = await sqlRow<{ at: Date | null }>(
      this.db,
      `SELECT min("createdAt") AS at FROM "group_messages"
       WHERE "groupId" = $1 AND "characterId" IS NULL AND "mentions" ? $2`,
      [groupId, figure],
    );
    return row?.at ?? null;
  }

  async conversation(
    groupId: string,
    since: Date,
    until: Date,
    limit: number,
  ): Promise<MessageRow[]> {
    const rows = await sqlRows<RawMessage>(
      this.db,
      `SELECT * FROM (${MESSAGE_SELECT}
         WHERE m."groupId" = $1 AND m."createdAt" >= $2 AND m."createdAt" <= $3
         ORDER BY m."createdAt" DESC, m."id" DESC LIMIT $4) page
       ORDER BY page."createdAt", page."id"`,
      [groupId, since, until, limit],
    );
    return rows.map(toMessage);
  }

  private insert(
    message: NewMessage,
    onConflict: string,
    db: SqlRunner = this.db,
  ): Promise<{ id: string } | null> {
    return sqlRow<{ id: string }>(
      db,
      `INSERT INTO "group_messages" ("id", "groupId", "userId", "characterId", "content", "mentions",
         "replyToId", "answersId", "audioUrl", "audioDuration", "language")
       VALUES (coalesce($11::uuid, gen_random_uuid()), $1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10)
       ${onConflict} RETURNING "id"`,
      [
        message.groupId,
        message.userId,
        message.characterId,
        message.content,
        JSON.stringify(message.mentions),
        message.replyToId,
        message.answersId,
        message.audioUrl,
        message.audioDuration,
        message.language,
        message.id ?? null,
      ],
    );
  }
}
