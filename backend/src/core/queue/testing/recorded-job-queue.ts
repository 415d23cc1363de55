import type { JobOptions } from 'bull';
import type { JobQueue } from '../jobs';

/**
 * A Bull queue stand-in for unit tests: keeps what was added instead of sending it to Redis, or
 * refuses it while `down` (as when Redis is unreachable).
 */
export class RecordedJobQueue implements JobQueue {
  readonly added: { name: string; data: object; options?: JobOptions }[] = [];
  down = false;

  async add(name: string, data: object, options?: JobOptions): Promise<void> {
    if (this.down) throw new Error('queue unavailable');
    this.added.push({ name, data, options });
  }
}
