import { FeedJobsProducer } from './feed.jobs';
import { RecordedJobQueue } from '../../core/queue/testing/recorded-job-queue';

describe(FeedJobsProducer.name, () => {
  it('queues one refill per language within two seconds, with an id that lets Bull drop duplicates', async () => {
    const queue = new RecordedJobQueue();
    const sut = new FeedJobsProducer(queue);
    await sut.requestPoolRefill('en', 10_000);
    await sut.requestPoolRefill('en', 11_000);
    await sut.requestPoolRefill('fr', 11_000);
    await sut.requestPoolRefill('en', 12_500);
    expect(queue.added.map((j) => [j.data, j.options?.jobId])).toEqual([
      [{ language: 'en' }, 'refill:en'],
      [{ language: 'fr' }, 'refill:fr'],
      [{ language: 'en' }, 'refill:en'],
    ]);
    expect(queue.added[0]!.options).toMatchObject({ timeout: 120_000, attempts: 3 });
  });
});
