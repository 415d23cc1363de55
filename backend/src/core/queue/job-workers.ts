import { getQueueToken } from '@nestjs/bull';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { StartupError } from '../preflight/startup-error';
import { bindJobs, type FoundHandler } from './job-bindings';
import { JOB_HANDLER, type JobHandlerMetadata } from './jobs';
import { ProcessRole } from './process-role';
import { DeclaredQueue } from './register-job-queue';

export class MissingJobHandlerError extends StartupError {}

/**
 * In a process that runs jobs: checks that every declared job has one handler (else start-up
 * fails with one line naming them) and binds each handler to its Bull queue. Elsewhere: nothing.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap {
  private readonly log = new Logger(JobWorkers.name);

  constructor(
    private readonly role: ProcessRole,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.role.runsJobs) return;
    const { bindings, problems } = bindJobs(this.declaredQueues(), this.handlers());
    if (problems.length) throw new MissingJobHandlerError(`Jobs: ${problems.join('; ')}`);
    for (const { queue, job, run } of bindings) {
      const bull = this.moduleRef.get<Queue>(getQueueToken(queue), { strict: false });
      bull
        .process(job, (bullJob) => run(bullJob.data, bullJob))
        .catch((error: unknown) => this.log.error(`queue "${queue}" stopped: ${String(error)}`));
    }
    if (bindings.length) this.log.log(`handling ${bindings.map((b) => b.job).join(', ')}`);
  }

  private declaredQueues() {
    return this.discovery
      .getProviders()
      .map((wrapper): unknown => wrapper.instance)
      .filter((instance) => instance instanceof DeclaredQueue)
      .map((declared) => declared.definition);
  }

  private handlers(): FoundHandler[] {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const metadata = Reflect.getMetadata(JOB_HANDLER, fn) as JobHandlerMetadata | undefined;
        if (!metadata) continue;
        found.push({
          ...metadata,
          where: `${prototype.constructor.name}.${method}`,
          run: (data, job) => (fn as FoundHandler['run']).call(instance, data, job),
        });
      }
    }
    return found;
  }
}
