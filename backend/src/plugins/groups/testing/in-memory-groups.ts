import { randomUUID } from 'node:crypto';
import type { GroupAnswerTokenEvent, GroupMessage, GroupRole } from '@agora/contracts';
import type {
  AiRequester,
  AiResult,
  ChatInput,
  ChatResult,
  ChatStream,
  PersonaProfile,
  SpeechInput,
  TranscriptionInput,
} from '../../../ai';
import type { JobOptions } from 'bull';
import { InsufficientCreditsError } from '../../credits';
import type { JobQueue } from '../../../core/queue/jobs';
import { GroupsBilling, type PaidGroupFeature } from '../groups-billing';
import { GroupsLive } from '../groups-live';
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
import { GroupsAi } from '../mentions/groups-ai.port';
import {
  GROUP_VOICE_MEGABYTES_PER_DAY,
  GROUP_VOICE_MESSAGES_PER_DAY,
  GroupVoiceQuota,
  GroupVoiceQuotaExceeded,
} from '../messages/voice-quota';
import { VoiceStore } from '../voice-store';

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

/** A ledger by key in memory: a key charges once, a refund gives back once, grants once per key. */
export class InMemoryGroupsBilling extends GroupsBilling {
  readonly balances = new Map<string, number>();
  readonly charges = new Map<string, number>();
  readonly refunds = new Set<string>();
  readonly captured = new Set<string>();
  readonly grants = new Set<string>();
  price = 2;

  async charge(userId: string, _feature: PaidGroupFeature, key: string): Promise<void> {
    if (this.charges.has(key)) return;
    const balance = this.balances.get(userId) ?? 0;
    if (balance < this.price) throw new InsufficientCreditsError(this.price, balance);
    this.balances.set(userId, balance - this.price);
    this.charges.set(key, this.price);
  }

  async capture(_userId: string, key: string): Promise<void> {
    if (this.charges.has(key) && !this.refunds.has(key)) this.captured.add(key);
  }

  async refund(userId: string, key: string): Promise<void> {
    const spent = this.charges.get(key);
    if (spent === undefined || this.refunds.has(key) || this.captured.has(key)) return;
    this.refunds.add(key);
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + spent);
  }

  async balanceOf(userId: string): Promise<number> {
    return this.balances.get(userId) ?? 0;
  }

  async grantOnce(userId: string, amount: number, _d: string, key: string): Promise<boolean> {
    const k = `${userId}:${key}`;
    if (this.grants.has(k)) return false;
    this.grants.add(k);
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + amount);
    return true;
  }
}

/** Records what would be pushed to a group's room. */
export class RecordedGroupsLive extends GroupsLive {
  readonly messages: GroupMessage[] = [];
  readonly tokens: GroupAnswerTokenEvent[] = [];
  /** Whose sockets were sent out of which group's room. */
  readonly evicted: { groupId: string; userId: string }[] = [];
  policy?: (userId: string | null, groupId: string) => Promise<boolean>;

  openRooms(isMember: (userId: string | null, groupId: string) => Promise<boolean>): void {
    this.policy = isMember;
  }

  message(_groupId: string, message: GroupMessage): void {
    this.messages.push(message);
  }

  token(event: GroupAnswerTokenEvent): void {
    this.tokens.push(event);
  }

  evict(groupId: string, userId: string): void {
    this.evicted.push({ groupId, userId });
  }
}

const FIGURES = ['Socrates', 'Hypatia', 'Isaac Newton'];

/**
 * Three mentionable figures answering with fixed text; `failFor` makes one figure's answer fail.
 * `heard` is what every recording says (null: no provider can listen); `answerText` what they say.
 */
export class ScriptedGroupsAi extends GroupsAi {
  readonly asked: { input: ChatInput; req: AiRequester }[] = [];
  readonly transcribed: { input: TranscriptionInput; req: AiRequester }[] = [];
  failFor: string | null = null;
  heard: string | null = null;
  answerText: (figure: string) => string = () => 'Think about it.';

  mentionable(): readonly string[] {
    return FIGURES;
  }

  figure(name: string): PersonaProfile | null {
    const found = FIGURES.find((f) => f.toLowerCase() === name.trim().toLowerCase());
    return found
      ? {
          name: found,
          avatar: '🏛️',
          specialty: 'Teaching',
          era: '',
          bio: '',
          speakingStyle: '',
          topics: [],
        }
      : null;
  }

  streamAnswer(input: ChatInput, req: AiRequester): ChatStream {
    this.asked.push({ input, req });
    const fail = this.failFor === input.persona.name;
    const tokens = this.answerText(input.persona.name)
      .split(/(?<= )/)
      .filter(Boolean);
    const result: ChatResult = {
      data: tokens.join(''),
      provider: 'offline',
      model: 'offline',
      sources: [],
      claimKind: 'role-play',
    };
    return Object.assign(
      (async function* () {
        if (fail) throw new Error('provider down');
        yield* tokens;
      })(),
      { result: fail ? new Promise<ChatResult>(() => undefined) : Promise.resolve(result) },
    );
  }

  async speech(_input: SpeechInput): Promise<AiResult<{ audioUrl: string }>> {
    return { data: { audioUrl: '/media/voice' }, provider: 'offline', model: 'offline' };
  }

  async transcribe(input: TranscriptionInput, req: AiRequester): Promise<string | null> {
    this.transcribed.push({ input, req });
    return this.heard;
  }
}

/** A Bull queue stand-in that records what was added (or refuses, like Redis being down). */
export class RecordedJobQueue implements JobQueue {
  readonly added: { name: string; data: object; options?: JobOptions }[] = [];
  down = false;

  async add(name: string, data: object, options?: JobOptions): Promise<unknown> {
    if (this.down) throw new Error('queue unavailable');
    this.added.push({ name, data, options });
    return undefined;
  }
}

/** Voice recordings kept in memory. */
export class InMemoryVoiceStore extends VoiceStore {
  readonly stored: { bytes: Buffer; contentType: string }[] = [];

  async store(bytes: Buffer, contentType: string): Promise<string> {
    this.stored.push({ bytes, contentType });
    return `/media/voice-${this.stored.length}`;
  }

  async read(url: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const index = Number(/^\/media\/voice-(\d+)$/.exec(url)?.[1]);
    return this.stored[index - 1] ?? null;
  }
}

/** The daily voice allowance in memory: counts like the Redis one, refusing past either limit. */
export class CountingGroupVoiceQuota extends GroupVoiceQuota {
  readonly used = new Map<string, { messages: number; bytes: number }>();

  async take(userId: string, bytes: number): Promise<void> {
    const used = this.used.get(userId) ?? { messages: 0, bytes: 0 };
    if (used.messages + 1 > GROUP_VOICE_MESSAGES_PER_DAY)
      throw new GroupVoiceQuotaExceeded('group-voice-messages', 3600);
    if (used.bytes + bytes > GROUP_VOICE_MEGABYTES_PER_DAY * 1024 * 1024)
      throw new GroupVoiceQuotaExceeded('group-voice-megabytes', 3600);
    this.used.set(userId, { messages: used.messages + 1, bytes: used.bytes + bytes });
  }

  async giveBack(userId: string, bytes: number): Promise<void> {
    const used = this.used.get(userId) ?? { messages: 0, bytes: 0 };
    this.used.set(userId, {
      messages: Math.max(0, used.messages - 1),
      bytes: Math.max(0, used.bytes - bytes),
    });
  }
}
