import type { JobOptions } from 'bull';
import type { JobQueue } from '../../../core/queue/jobs';

/** A queue that keeps what was added instead of sending it to Redis. */
export class RecordedJobQueue implements JobQueue {
  readonly added: { name: string; data: object; options?: JobOptions }[] = [];

  async add(name: string, data: object, options?: JobOptions): Promise<void> {
    this.added.push({ name, data, options });
  }
}
