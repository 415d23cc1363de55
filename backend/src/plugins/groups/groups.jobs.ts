import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { defineQueue, type JobQueue, JobProducer } from '../../core/queue/jobs';

/** The study groups' jobs: job name → payload. */
export interface GroupsJobs {
  /** The figures a message mentioned (or replied to) answer it, in one round, by teaching role. */
  'groups.mention-reply': { messageId: string };
}

export const GROUPS_QUEUE = defineQueue<GroupsJobs>(
  'groups',
  { 'groups.mention-reply': { timeout: 180_000, attempts: 3 } },
  // A group waits on the answer: a job whose worker died is taken up again within seconds, not
  // after Bull's default 30 s lock and 30 s stalled-job check.
  { settings: { lockDuration: 8_000, stalledInterval: 4_000, maxStalledCount: 2 } },
);

/** How groups ask their workers for work; the only caller of the queue's `add`. */
@Injectable()
export class GroupsJobsProducer extends JobProducer<GroupsJobs> {
  constructor(@InjectQueue(GROUPS_QUEUE.name) queue: JobQueue) {
    super(queue, GROUPS_QUEUE);
  }

  /** One round of answers per message, however often it is asked for. */
  async requestAnswers(messageId: string): Promise<void> {
    await this.add('groups.mention-reply', { messageId }, { jobId: `mention:${messageId}` });
  }
}
