import type { AdvancedSettings, Job, JobOptions } from 'bull';

/*
 * Typed jobs. A plugin declares its queue once, in `<name>.jobs.ts`:
 *
 *   export interface ExploreJobs { 'explore.pool-refill': { language: string } }
 *   export const EXPLORE_QUEUE = defineQueue<ExploreJobs>('explore', {
 *     'explore.pool-refill': { timeout: 120_000 },          // per-job options over JOB_DEFAULTS
 *   });
 *
 *   @Injectable()
 *   export class ExploreJobsProducer extends JobProducer<ExploreJobs> {
 *     constructor(@InjectQueue(EXPLORE_QUEUE.name) queue: Queue) { super(queue, EXPLORE_QUEUE); }
 *   }
 *
 * registers it with `imports: [registerJobQueue(EXPLORE_QUEUE)]`, enqueues with
 * `producer.add('explore.pool-refill', { language })` (payload checked against the map), and
 * handles each job in a provider method:
 *
 *   @JobHandler(EXPLORE_QUEUE, 'explore.pool-refill')
 *   async refill(data: ExploreJobs['explore.pool-refill']): Promise<{ stored: number }> { … }
 *
 * Handlers are bound only in a process that runs jobs (`ProcessRole.runsJobs`); there, start-up
 * fails when a declared job has no handler (`JobWorkers`).
 */

/** Bull's options for every job unless its declaration or the call says otherwise. */
export const JOB_DEFAULTS: Readonly<JobOptions> = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  timeout: 60_000,
  removeOnComplete: true,
  // Failed jobs are kept (the last thousand, with their reasons) for the operators to read.
  removeOnFail: 1000,
};

/** The job names of a job map (job name → payload type). */
export type JobName<M> = keyof M & string;

export interface QueueDefinition<M> {
  /** The Bull queue's name (also its DI token through `@InjectQueue(definition.name)`). */
  readonly name: string;
  /** Every job of the queue with its options (JOB_DEFAULTS merged in). */
  readonly jobs: { readonly [K in JobName<M>]: Readonly<JobOptions> };
  /** Bull's queue settings (lock and stalled-job timing), when not Bull's defaults. */
  readonly settings?: Readonly<AdvancedSettings>;
  /** Jobs of each name one process runs at once (default 1). */
  readonly concurrency: { readonly [K in JobName<M>]?: number };
}

/** How a queue runs, when not Bull's defaults (optional third argument of `defineQueue`). */
export interface QueueTuning<M> {
  /** e.g. a short `lockDuration` and `stalledInterval`, so a dead worker's job is retried soon. */
  settings?: AdvancedSettings;
  concurrency?: { [K in JobName<M>]?: number };
}

/** Declares a queue and its jobs; list every job of the map (the handler check relies on it). */
export function defineQueue<M extends Record<JobName<M>, object>>(
  name: string,
  jobs: { readonly [K in JobName<M>]: JobOptions },
  tuning: QueueTuning<M> = {},
): QueueDefinition<M> {
  const merged = {} as { [K in JobName<M>]: Readonly<JobOptions> };
  for (const job of Object.keys(jobs) as JobName<M>[]) {
    merged[job] = Object.freeze({ ...JOB_DEFAULTS, ...jobs[job] });
  }
  return Object.freeze({
    name,
    jobs: Object.freeze(merged),
    ...(tuning.settings ? { settings: Object.freeze({ ...tuning.settings }) } : {}),
    concurrency: Object.freeze({ ...tuning.concurrency }),
  });
}

/** The part of Bull's `Queue` a producer uses. */
export interface JobQueue {
  add(name: string, data: object, options?: JobOptions): Promise<unknown>;
}

/** Base of a plugin's producer: `add` wraps `queue.add` with the job's declared options. */
export abstract class JobProducer<M extends Record<JobName<M>, object>> {
  protected constructor(
    private readonly queue: JobQueue,
    readonly definition: QueueDefinition<M>,
  ) {}

  /** Enqueues one job; `options` (e.g. `jobId` to drop duplicates) override the declared ones. */
  async add<K extends JobName<M>>(name: K, data: M[K], options: JobOptions = {}): Promise<void> {
    await this.queue.add(name, data, { ...this.definition.jobs[name], ...options });
  }
}

/** What a handler method looks like: the typed payload, and Bull's job (attempts, progress…). */
export type JobHandlerMethod<T> = (data: T, job: Job<T>) => Promise<unknown>;

export interface JobHandlerMetadata {
  definition: QueueDefinition<object>;
  job: string;
}

export const JOB_HANDLER = Symbol('agora:job-handler');

/** Marks a provider method as the handler of one declared job (see the usage at the top). */
export function JobHandler<M extends Record<JobName<M>, object>, K extends JobName<M>>(
  definition: QueueDefinition<M>,
  job: K,
) {
  return <F extends JobHandlerMethod<M[K]>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    const metadata: JobHandlerMetadata = { definition, job };
    Reflect.defineMetadata(JOB_HANDLER, metadata, descriptor.value as object);
  };
}
