/** The groups repository fake: groups, memberships, messages and figures' notes in memory. */
import { randomUUID } from 'node:crypto';
import type { GroupRole } from '@agora/contracts';
import {
  type GroupRow,
  GroupsRepository,
  type HistoryCursor,
  type JoinOutcome,
  type MemberRow,
  type MessageRow,
  type NewGroup,
  type NewMessage,
} from '../groups.repository';

type Member = { id: string; groupId: string; userId: string; role: GroupRole; at: number };

/** GroupsRepository in memory, keeping its promises: one membership per user, one answer per figure. */
export class InMemoryGroupsRepository extends GroupsRepository {
  readonly groups = new Map<string, Omit<GroupRow, 'memberCount'>>();
  readonly memberRows: Member[] = [];
  readonly messageRows: MessageRow[] = [];
  /** Each figure's note, by `groupId:figure`. */
  readonly notes = new Map<string, string>();
  private clock = Date.parse('2026-01-01T10:00:00Z');

  private tick(): Date {
    this.clock += 1000;
    return new Date(this.clock);
  }

  private withCount(g: Omit<GroupRow, 'memberCount'>): GroupRow {
    return { ...g, memberCount: this.memberRows.filter((m) => m.groupId === g.id).length };
  }

  async listForUser(userId: string, limit: number): Promise<GroupRow[]> {
    const mine = new Set(this.memberRows.filter((m) => m.userId === userId).map((m) => m.groupId));
    return [...this.groups.values()]
      .filter((g) => mine.has(g.id))
      .reverse()
      .slice(0, limit)
      .map((g) => this.withCount(g));
  }

  async createCapped(
    group: NewGroup,
    caps: { created: number; groupsPerLearner: number },
  ): Promise<GroupRow | 'created' | 'groups-per-learner'> {
    const mine = [...this.groups.values()].filter((g) => g.createdBy === group.createdBy);
    if (mine.length >= caps.created) return 'created';
    if (this.membershipsOf(group.createdBy) >= caps.groupsPerLearner) return 'groups-per-learner';
    return this.create(group);
  }

  /** The groups (still there) `userId` belongs to. */
  private membershipsOf(userId: string): number {
    return this.memberRows.filter((m) => m.userId === userId && this.groups.has(m.groupId)).length;
  }

  /** Seeds a group (and its creator as admin) without the cap. */
  async create(group: NewGroup): Promise<GroupRow> {
    const row = { ...group, id: randomUUID(), createdAt: this.tick() };
    this.groups.set(row.id, row);
    this.memberRows.push({
      id: randomUUID(),
      groupId: row.id,
      userId: group.createdBy,
      role: 'admin',
      at: this.clock,
    });
    return this.withCount(row);
  }

  async findById(id: string): Promise<GroupRow | null> {
    const g = this.groups.get(id);
    return g ? this.withCount(g) : null;
  }

  async findByShareId(shareId: string): Promise<GroupRow | null> {
    const g = [...this.groups.values()].find((x) => x.shareId === shareId);
    return g ? this.withCount(g) : null;
  }

  async remove(id: string): Promise<void> {
    this.groups.delete(id);
  }

  async roleOf(groupId: string, userId: string): Promise<GroupRole | null> {
    if (!this.groups.has(groupId)) return null;
    return this.memberRows.find((m) => m.groupId === groupId && m.userId === userId)?.role ?? null;
  }

  async addMemberCapped(
    groupId: string,
    userId: string,
    caps: { groupsPerLearner: number; membersPerGroup: number },
  ): Promise<JoinOutcome> {
    if (await this.roleOf(groupId, userId)) return 'already-member';
    if (this.membershipsOf(userId) >= caps.groupsPerLearner) return 'groups-per-learner';
    if (this.memberRows.filter((m) => m.groupId === groupId).length >= caps.membersPerGroup)
      return 'members-per-group';
    this.addMember(groupId, userId);
    return 'added';
  }

  /** Seeds a member without the caps. */
  addMember(groupId: string, userId: string): void {
    this.memberRows.push({
      id: randomUUID(),
      groupId,
      userId,
      role: 'member',
      at: this.tick().getTime(),
    });
  }

  async removeMember(groupId: string, userId: string): Promise<boolean> {
    const at = this.memberRows.findIndex((m) => m.groupId === groupId && m.userId === userId);
    if (at < 0) return false;
    this.memberRows.splice(at, 1);
    return true;
  }

  async members(groupId: string, limit: number): Promise<MemberRow[]> {
    return this.memberRows
      .filter((m) => m.groupId === groupId)
      .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || a.at - b.at)
      .slice(0, limit)
      .map((m) => ({ id: m.id, role: m.role, userId: m.userId, username: `user-${m.userId}` }));
  }

  async messages(groupId: string, limit: number, before?: HistoryCursor): Promise<MessageRow[]> {
    const older = this.messageRows.filter(
      (m) => m.groupId === groupId && (!before || m.createdAt < before.createdAt),
    );
    return older.slice(-limit);
  }

  async findMessage(id: string): Promise<MessageRow | null> {
    return this.messageRows.find((m) => m.id === id) ?? null;
  }

  async insertMessage(message: NewMessage): Promise<MessageRow> {
    const replyTo = message.replyToId ? await this.findMessage(message.replyToId) : null;
    const row: MessageRow = {
      transcript: null,
      ...message,
      id: message.id ?? randomUUID(),
      username: message.userId ? `user-${message.userId}` : null,
      createdAt: this.tick(),
      replyTo: replyTo
        ? {
            id: replyTo.id,
            characterId: replyTo.characterId,
            username: replyTo.username,
            userId: replyTo.userId,
            content: replyTo.content,
          }
        : null,
    };
    this.messageRows.push(row);
    return row;
  }

  async insertAnswer(
    message: NewMessage & { answersId: string; characterId: string },
    note: string,
  ): Promise<MessageRow | null> {
    const dup = this.messageRows.some(
      (m) => m.answersId === message.answersId && m.characterId === message.characterId,
    );
    if (dup) return null;
    this.notes.set(`${message.groupId}:${message.characterId}`, note);
    return this.insertMessage(message);
  }

  async noteOf(groupId: string, figure: string): Promise<string | null> {
    return this.notes.get(`${groupId}:${figure}`) ?? null;
  }

  async setTranscript(
    messageId: string,
    transcript: string,
    mentions: string[],
  ): Promise<MessageRow | null> {
    const row = this.messageRows.find((m) => m.id === messageId);
    if (!row) return null;
    Object.assign(row, { transcript, mentions });
    return row;
  }

  async answersTo(messageId: string): Promise<MessageRow[]> {
    return this.messageRows.filter((m) => m.answersId === messageId);
  }

  async firstMentionAt(groupId: string, figure: string): Promise<Date | null> {
    return (
      this.messageRows.find(
        (m) => m.groupId === groupId && !m.characterId && m.mentions.includes(figure),
      )?.createdAt ?? null
    );
  }

  async conversation(
    groupId: string,
    since: Date,
    until: Date,
    limit: number,
  ): Promise<MessageRow[]> {
    return this.messageRows
      .filter((m) => m.groupId === groupId && m.createdAt >= since && m.createdAt <= until)
      .slice(-limit);
  }
}
