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
import { answerChargeKey } from './answer-charge-key';
import { GroupsAi } from './groups-ai.port';
import { settingOf, shapeAnswer, teachingTurns, type Turn } from './teaching-roles';

/** How much of the conversation a figure is shown (the newest lines since it was first mentioned). */
const CONVERSATION_LINES = 30;

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
  ) {}

  @JobHandler(GROUPS_QUEUE, 'groups.mention-reply')
  async answer({ messageId }: Payload, job?: Attempt): Promise<{ answered: number }> {
    const mention = await this.groups.findMessage(messageId);
    if (!mention?.userId || !mention.mentions.length) return { answered: 0 };
    const group = await this.groups.findById(mention.groupId);
    if (!group) return { answered: 0 };
    const done = new Set((await this.groups.answersTo(messageId)).map((a) => a.characterId));
    let answered = 0;
    for (const turn of teachingTurns(mention.mentions)) {
      if (done.has(turn.figure)) continue;
      const key = answerChargeKey(messageId, turn.figure);
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
      } catch (error) {
        if (isLastAttempt(job)) await this.billing.refund(mention.userId, key);
        throw error;
      }
    }
    return { answered };
  }

  private async answerOne(group: GroupRow, mention: MessageRow, turn: Turn): Promise<boolean> {
    const persona = this.ai.figure(turn.figure);
    if (!persona) return false;
    const since = (await this.groups.firstMentionAt(group.id, turn.figure)) ?? mention.createdAt;
    const lines = await this.groups.conversation(group.id, since, new Date(), CONVERSATION_LINES);
    const history: ChatTurn[] = lines
      .filter((line) => line.id !== mention.id)
      .map((line) => ({
        role: line.characterId === turn.figure ? 'assistant' : 'user',
        content:
          line.characterId === turn.figure ? line.content : `${speakerOf(line)}: ${line.content}`,
      }));
    const streamId = `${mention.id}:${turn.figure}`;
    const stream = this.ai.streamAnswer(
      {
        persona,
        history,
        message: `${speakerOf(mention)}: ${mention.content || '(voice message)'}`,
        setting: settingOf(turn, group.name),
      },
      { userId: mention.userId, language: mention.language ?? 'en' },
    );
    for await (const token of stream)
      this.live.token({ groupId: group.id, streamId, characterId: turn.figure, token });
    const text = (await stream.result).data;
    const { lead, tail } = shapeAnswer(turn, text);
    const saved = await this.groups.insertAnswer({
      groupId: group.id,
      userId: null,
      characterId: turn.figure,
      content: `${lead}${text.trim()}${tail}`,
      mentions: [],
      language: mention.language,
      replyToId: mention.id,
      answersId: mention.id,
      audioUrl: null,
      audioDuration: null,
    });
    if (saved) this.live.message(group.id, toGroupMessage(saved));
    return saved !== null;
  }
}

function speakerOf(line: MessageRow): string {
  return line.characterId ?? line.username ?? 'Learner';
}

function isLastAttempt(job?: Attempt): boolean {
  if (!job) return true;
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
