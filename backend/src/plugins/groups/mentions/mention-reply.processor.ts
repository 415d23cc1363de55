import { GROUP_MENTIONS_MAX } from '@agora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import type { ChatTurn } from '../../../ai';
import { InsufficientCreditsError } from '../../credits';
import { JobHandler } from '../../../core/queue/jobs';
import { GroupsBilling } from '../groups-billing';
import { GROUPS_QUEUE, type GroupsJobs } from '../groups.jobs';
import { GroupsLive } from '../groups-live';
import { type GroupRow, GroupsRepository, type MessageRow } from '../groups.repository';
import { toGroupMessage } from '../groups.views';
import { VoiceStore } from '../voice-store';
import { nextNote, noteTurn } from './figure-notes';
import { answerChargeKey } from './answer-charge-key';
import { GroupsAi } from './groups-ai.port';
import { settingOf, shapeAnswer, teachingTurns, type Turn } from './teaching-roles';

/** How much of the conversation a figure is shown (the newest lines since it was first mentioned). */
const CONVERSATION_LINES = 30;
/** What is kept of a transcript (a 10 MB recording can hold a long speech). */
const TRANSCRIPT_MAX_CHARS = 4000;

type Payload = GroupsJobs['groups.mention-reply'];
/** What the handler reads of Bull's job: which attempt this is. */
type Attempt = Pick<Job<Payload>, 'attemptsMade' | 'opts'>;

/**
 * The figures a message addressed answer it, one after another by teaching role. Safe to run twice
 * and after a crash: a figure that already answered (unique in the DB) is skipped, and each answer
 * is charged under a key of its own, so a retry never charges or answers twice. The charge is given
 * back when the last attempt fails.
 */
@Injectable()
export class MentionReplyProcessor {
  private readonly log = new Logger(MentionReplyProcessor.name);

  constructor(
    private readonly groups: GroupsRepository,
    private readonly ai: GroupsAi,
    private readonly billing: GroupsBilling,
    private readonly live: GroupsLive,
    private readonly voices: VoiceStore,
  ) {}

  @JobHandler(GROUPS_QUEUE, 'groups.mention-reply')
  async answer({ messageId }: Payload, job?: Attempt): Promise<{ answered: number }> {
    const found = await this.groups.findMessage(messageId);
    if (!found?.userId) return { answered: 0 };
    const mention = await this.hear(found, job);
    if (!mention.userId || !mention.mentions.length) return { answered: 0 };
    const group = await this.groups.findById(mention.groupId);
    if (!group) return { answered: 0 };
    const done = new Set((await this.groups.answersTo(messageId)).map((a) => a.characterId));
    let answered = 0;
    for (const turn of teachingTurns(mention.mentions)) {
      const key = answerChargeKey(messageId, turn.figure);
      if (done.has(turn.figure)) {
        // Answered by an earlier run that may have died before keeping the charge.
        await this.billing.capture(mention.userId, key);
        continue;
      }
      try {
        // Normally paid when the message was sent (then this repeats the key and changes nothing).
        await this.billing.charge(mention.userId, 'group-ai-message', key);
      } catch (error) {
        if (error instanceof InsufficientCreditsError) {
          this.log.log(
            `group ${group.id}: ${turn.figure} not answering, the asker is out of credits`,
          );
          break;
        }
        throw error;
      }
      try {
        if (await this.answerOne(group, mention, turn)) answered += 1;
        await this.billing.capture(mention.userId, key);
      } catch (error) {
        if (isLastAttempt(job)) await this.billing.refund(mention.userId, key);
        throw error;
      }
    }
    return { answered };
  }

  /**
   * A voice message not yet transcribed is heard first (here, never in the HTTP request): its
   * transcript is stored and shown, and the mentionable figures it names join its mentions, so they
   * answer (and are paid for) like a text mention. Stored once, so a rerun does not listen again.
   * With no provider able to listen there is no transcript and only the picked mentions answer.
   */
  private async hear(message: MessageRow, job?: Attempt): Promise<MessageRow> {
    if (!message.audioUrl || message.transcript !== null) return message;
    const recording = await this.voices.read(message.audioUrl);
    if (!recording) return message;
    let transcript: string | null;
    try {
      transcript = await this.ai.transcribe(
        { audio: recording.bytes, mimeType: recording.contentType },
        { userId: message.userId, language: message.language ?? 'en' },
      );
    } catch (error) {
      if (!isLastAttempt(job)) throw error;
      this.log.warn(`voice message ${message.id}: not transcribed: ${(error as Error).message}`);
      return message;
    }
    if (!transcript) return message;
    transcript = transcript.slice(0, TRANSCRIPT_MAX_CHARS);
    const mentions = [...new Set([...message.mentions, ...this.namedIn(transcript)])].slice(
      0,
      GROUP_MENTIONS_MAX,
    );
    const heard = await this.groups.setTranscript(message.id, transcript, mentions);
    if (!heard) return message;
    this.live.message(heard.groupId, toGroupMessage(heard));
    return heard;
  }

  /** The mentionable figures a transcript names (whole names, any case), in the order spoken. */
  private namedIn(transcript: string): string[] {
    const lower = transcript.toLowerCase();
    return this.ai
      .mentionable()
      .map((name) => ({ name, at: wholeWordAt(lower, name.toLowerCase()) }))
      .filter((m) => m.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((m) => m.name);
  }

  private async answerOne(group: GroupRow, mention: MessageRow, turn: Turn): Promise<boolean> {
    const persona = this.ai.figure(turn.figure);
    if (!persona) return false;
    const note = await this.groups.noteOf(group.id, turn.figure);
    const since = (await this.groups.firstMentionAt(group.id, turn.figure)) ?? mention.createdAt;
    const lines = await this.groups.conversation(group.id, since, new Date(), CONVERSATION_LINES);
    const history: ChatTurn[] = lines
      .filter((line) => line.id !== mention.id)
      .map((line) => ({
        role: line.characterId === turn.figure ? 'assistant' : 'user',
        content:
          line.characterId === turn.figure ? line.content : `${speakerOf(line)}: ${said(line)}`,
      }));
    // Its own notes open what the figure is shown; another figure's notes never do.
    if (note) history.unshift({ role: 'assistant', content: noteTurn(note) });
    const streamId = `${mention.id}:${turn.figure}`;
    const stream = this.ai.streamAnswer(
      {
        persona,
        history,
        message: `${speakerOf(mention)}: ${said(mention)}`,
        setting: settingOf(turn, group.name),
      },
      { userId: mention.userId, language: mention.language ?? 'en' },
    );
    for await (const token of stream)
      this.live.token({ groupId: group.id, streamId, characterId: turn.figure, token });
    const text = (await stream.result).data;
    const { lead, tail } = shapeAnswer(turn, text);
    const content = `${lead}${text.trim()}${tail}`;
    const saved = await this.groups.insertAnswer(
      {
        groupId: group.id,
        userId: null,
        characterId: turn.figure,
        content,
        mentions: [],
        language: mention.language,
        replyToId: mention.id,
        answersId: mention.id,
        audioUrl: null,
        audioDuration: null,
      },
      nextNote(note, said(mention), content),
    );
    if (saved) this.live.message(group.id, toGroupMessage(saved));
    return saved !== null;
  }
}

function speakerOf(line: MessageRow): string {
  return line.characterId ?? line.username ?? 'Learner';
}

/** What a line says: its text, or for a voice message what it was heard to say. */
function said(line: MessageRow): string {
  if (line.content) return line.content;
  return line.transcript ? `(voice message) ${line.transcript}` : '(voice message)';
}

function wholeWordAt(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.index ?? -1;
}

function isLastAttempt(job?: Attempt): boolean {
  if (!job) return true;
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
