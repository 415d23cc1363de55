/** What a process is for: `api` serves HTTP and sockets, `worker` runs queue jobs and nothing else. */
export type Role = 'api' | 'worker';

/**
 * The process's role, passed in by `main.ts` / `worker.ts` through `createAppModule({ role })` and
 * injectable everywhere (core provides it). `runsJobs` is true in a worker, and in the API process
 * when `WORKERS=inline`; `servesHttp` is true only in the API process (seeders run there, once).
 */
export class ProcessRole {
  readonly runsJobs: boolean;

  constructor(
    readonly role: Role,
    workers: 'inline' | 'off',
  ) {
    this.runsJobs = role === 'worker' || workers === 'inline';
  }

  get servesHttp(): boolean {
    return this.role === 'api';
  }
}
