import { defineQueue, JOB_DEFAULTS, JobProducer, type JobQueue } from './jobs';
import { RecordedJobQueue } from './testing/recorded-job-queue';

interface MailJobs {
  'mail.send': { to: string };
  'mail.digest': { day: string };
}

const MAIL_QUEUE = defineQueue<MailJobs>('mail', {
  'mail.send': {},
  'mail.digest': { timeout: 5000, attempts: 1 },
});

class MailProducer extends JobProducer<MailJobs> {
  constructor(queue: JobQueue) {
    super(queue, MAIL_QUEUE);
  }
}

describe(defineQueue.name, () => {
  it('gives every job the defaults: a timeout, retries with exponential backoff, removal on completion', () => {
    expect(MAIL_QUEUE.jobs['mail.send']).toEqual(JOB_DEFAULTS);
    expect(JOB_DEFAULTS).toMatchObject({
      timeout: expect.any(Number),
      attempts: 3,
      backoff: { type: 'exponential', delay: expect.any(Number) },
      removeOnComplete: true,
    });
  });

  it("lets a job's declaration override the defaults", () => {
    expect(MAIL_QUEUE.jobs['mail.digest']).toEqual({ ...JOB_DEFAULTS, timeout: 5000, attempts: 1 });
  });
});

describe(JobProducer.name, () => {
  it('enqueues the typed payload under the job name with its declared options', async () => {
    const queue = new RecordedJobQueue();
    const sut = new MailProducer(queue);
    await sut.add('mail.digest', { day: '2026-11-22' });
    expect(queue.added).toEqual([
      { name: 'mail.digest', data: { day: '2026-11-22' }, options: MAIL_QUEUE.jobs['mail.digest'] },
    ]);
  });

  it('lets a call add options such as a jobId that drops duplicates', async () => {
    const queue = new RecordedJobQueue();
    const sut = new MailProducer(queue);
    await sut.add('mail.send', { to: 'a@example.com' }, { jobId: 'send:a', attempts: 5 });
    expect(queue.added[0]?.options).toEqual({ ...JOB_DEFAULTS, jobId: 'send:a', attempts: 5 });
  });

  it('refuses, at compile time, a payload that does not match the job map', async () => {
    const sut = new MailProducer(new RecordedJobQueue());
    // @ts-expect-error `day` belongs to mail.digest, not mail.send
    await sut.add('mail.send', { day: 'monday' });
    // @ts-expect-error no such job
    await sut.add('mail.unknown', { to: 'x' });
  });
});
