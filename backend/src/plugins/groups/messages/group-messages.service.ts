import { randomUUID } from 'node:crypto';
import {
  base64DecodedBytes,
  GROUP_MENTIONS_MAX,
  GROUP_MESSAGES_PAGE,
  type GroupMessage,
  type GroupMessagesPage,
  type GroupMessagesQuery,
  type SendGroupMessage,
  type SendVoice,
  VOICE_MAX_BYTES,
} from '@agora/contracts';
import { BadRequestException, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { GroupChatsService } from '../group-chats/group-chats.service';
import { GroupsJobsProducer } from '../groups.jobs';
import { GroupsLive } from '../groups-live';
import { GroupsBilling } from '../groups-billing';
import { type MessageRow, type NewMessage, GroupsRepository } from '../groups.repository';
import { cursorOf, parseCursor, toGroupMessage } from '../groups.views';
import { answerChargeKey } from '../mentions/answer-charge-key';
import { GroupsAi } from '../mentions/groups-ai.port';
import { audioTypeOf, VoiceStore } from '../voice-store';
import { GroupVoiceQuota } from './voice-quota';

type Recording = { bytes: Buffer; contentType: string; duration: number };
type Posting = { mentions?: string[] | null; replyToId?: string | null; language?: string };

/**
 * A group's conversation: paged history, learners' text and voice, and asking figures to answer
 * (each answer paid when the message is sent, refunded if it is never delivered).
 */
@Injectable()
export class GroupMessagesService {
  private readonly log = new Logger(GroupMessagesService.name);

  constructor(
    private readonly access: GroupChatsService,
    private readonly groups: GroupsRepository,
    private readonly jobs: GroupsJobsProducer,
    private readonly live: GroupsLive,
    private readonly ai: GroupsAi,
    private readonly voices: VoiceStore,
    private readonly billing: GroupsBilling,
    private readonly voiceQuota: GroupVoiceQuota,
  ) {}

  async history(
    user: AuthUser,
    groupId: string,
    query: GroupMessagesQuery,
  ): Promise<GroupMessagesPage> {
    await this.access.requireMember(user, groupId);
    const before = query.before ? parseCursor(query.before) : undefined;
    if (before === null) throw new BadRequestException('before: not a cursor of this history');
    const limit = query.limit ?? GROUP_MESSAGES_PAGE;
    const rows = await this.groups.messages(groupId, limit, before);
    return {
      messages: rows.map(toGroupMessage),
      nextCursor: rows.length === limit && rows[0] ? cursorOf(rows[0]) : null,
    };
  }

  async send(user: AuthUser, groupId: string, input: SendGroupMessage): Promise<GroupMessage> {
    await this.access.requireMember(user, groupId);
    return this.post(user, groupId, input.content, input, null);
  }

  /**
   * A recorded voice message: at most 10 MB decoded (413 over it, nothing stored), within the
   * learner's daily voice allowance (429 past it, nothing stored).
   */
  async voice(user: AuthUser, groupId: string, input: SendVoice): Promise<GroupMessage> {
    await this.access.requireMember(user, groupId);
    if (base64DecodedBytes(input.audioData) > VOICE_MAX_BYTES)
      throw new PayloadTooLargeException('audioData: a voice message must be at most 10 MB');
    const bytes = Buffer.from(input.audioData, 'base64');
    const contentType = audioTypeOf(bytes);
    if (!contentType)
      throw new BadRequestException('audioData: not a recording in a supported audio format');
    return this.post(user, groupId, '', input, { bytes, contentType, duration: input.duration });
  }

  private async post(
    user: AuthUser,
    groupId: string,
    content: string,
    input: Posting,
    audio: Recording | null,
  ): Promise<GroupMessage> {
    const replyTo = await this.replyTarget(groupId, input.replyToId);
    const figures = this.figuresAddressed(content, input.mentions ?? [], replyTo);
    const id = randomUUID();
    const keys = figures.map((figure) => answerChargeKey(id, figure));
    // Every check that refuses for free came first: the allowance is taken for a recording that
    // is stored, or given back (a 402, a failed store).
    if (audio) await this.voiceQuota.take(user.id, audio.bytes.length);
    try {
      await this.payForAnswers(user.id, keys);
    } catch (error) {
      if (audio) await this.giveBackVoice(user.id, audio);
      throw error;
    }
    const row = await this.insert(user.id, keys, audio, {
      id,
      groupId,
      userId: user.id,
      characterId: null,
      content,
      mentions: figures,
      language: input.language ?? null,
      replyToId: replyTo?.id ?? null,
      answersId: null,
      audioUrl: null,
      audioDuration: audio?.duration ?? null,
    });
    const message = toGroupMessage(row);
    this.live.message(groupId, message);
    // A recording goes to the job too: figures named in it answer once a provider heard it.
    if (figures.length || audio) await this.requestAnswers(user.id, row.id, keys);
    return message;
  }

  /** Every answer the message asks for is paid before it is stored: all of them, or none (402). */
  private async payForAnswers(userId: string, keys: string[]): Promise<void> {
    const paid: string[] = [];
    try {
      for (const key of keys) {
        await this.billing.charge(userId, 'group-ai-message', key);
        paid.push(key);
      }
    } catch (error) {
      for (const key of paid) await this.billing.refund(userId, key);
      throw error;
    }
  }

  /** Stores the recording (only once everything before it passed) and the message. */
  private async insert(
    userId: string,
    keys: string[],
    audio: Recording | null,
    message: NewMessage,
  ): Promise<MessageRow> {
    let audioUrl: string | null = null;
    try {
      if (audio) audioUrl = await this.voices.store(audio.bytes, audio.contentType);
      return await this.groups.insertMessage({ ...message, audioUrl });
    } catch (error) {
      for (const key of keys) await this.billing.refund(userId, key);
      // A recording that was stored stays counted, message or not.
      if (audio && !audioUrl) await this.giveBackVoice(userId, audio);
      throw error;
    }
  }

  /** Best effort: the learner is told why the message failed, whatever Redis says now. */
  private async giveBackVoice(userId: string, audio: Recording): Promise<void> {
    await this.voiceQuota.giveBack(userId, audio.bytes.length).catch((error: Error) => {
      this.log.warn(`voice allowance of ${userId} not given back: ${error.message}`);
    });
  }

  /** The answers were paid for: if they cannot even be asked for, the learner gets it back. */
  private async requestAnswers(userId: string, messageId: string, keys: string[]): Promise<void> {
    try {
      await this.jobs.requestAnswers(messageId);
    } catch (error) {
      this.log.error(`group message ${messageId}: answers not queued: ${(error as Error).message}`);
      for (const key of keys) await this.billing.refund(userId, key);
    }
  }

  private async replyTarget(
    groupId: string,
    replyToId?: string | null,
  ): Promise<MessageRow | null> {
    if (!replyToId) return null;
    const target = await this.groups.findMessage(replyToId);
    if (!target || target.groupId !== groupId)
      throw new BadRequestException('replyToId: no such message in this group');
    return target;
  }

  /**
   * The mentionable figures a message addresses, in order: the names it mentions (the picker's list,
   * then `@Name` in the text), then the figure it replies to. Unknown names are ignored.
   */
  private figuresAddressed(
    content: string,
    mentions: string[],
    replyTo: MessageRow | null,
  ): string[] {
    const lower = content.toLowerCase();
    const inText = this.ai
      .mentionable()
      .map((name) => ({ name, at: lower.indexOf(`@${name.toLowerCase()}`) }))
      .filter((m) => m.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((m) => m.name);
    const named = [...mentions, ...inText, ...(replyTo?.characterId ? [replyTo.characterId] : [])]
      .map((name) => this.ai.figure(name)?.name)
      .filter((name): name is string => Boolean(name));
    return [...new Set(named)].slice(0, GROUP_MENTIONS_MAX);
  }
}
