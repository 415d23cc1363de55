import { FeedJobsProducer } from '../feed.jobs';

/** Keeps the jobs the feed asked for instead of queueing them. */
export class RecordedFeedJobs extends FeedJobsProducer {
  readonly poolRefills: string[] = [];

  async requestPoolRefill(language: string): Promise<void> {
    this.poolRefills.push(language);
  }
}
