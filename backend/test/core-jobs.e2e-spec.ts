import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { createAppModule } from '../src/app.module';
import type { Role } from '../src/core/queue/process-role';
import {
  HalfHandledJobsModule,
  JobsTestModule,
  TestJobsHandler,
  TestJobsProducer,
} from './support/jobs-test.module';
import { createTestApp, type TestApp } from './support/test-app';

/** A process of the given role on the test app's database and Redis prefix, not listening. */
function boot(role: Role, modules: Type[]): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(
    createAppModule({ plugins: ['auth'], role, extraModules: modules }),
    { logger: false },
  );
}

/** The same, compiled but not started, so a failing start can still be closed. */
async function compiled(role: Role, modules: Type[]): Promise<INestApplicationContext> {
  const module = await Test.createTestingModule({
    imports: [createAppModule({ plugins: ['auth'], role, extraModules: modules })],
  })
    .setLogger({ log() {}, error() {}, warn() {} })
    .compile();
  return module;
}

describe('typed jobs (e2e)', () => {
  let api: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    // WORKERS=off: the API process enqueues, only the worker process handles.
    api = await createTestApp({ env: { WORKERS: 'off' }, modules: [JobsTestModule] });
    worker = await boot('worker', [JobsTestModule]);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('runs a job enqueued by the API process in the worker process', async () => {
    const handled = worker.get(TestJobsHandler).next();
    await api.app.get(TestJobsProducer).add('jobs-test.echo', { text: 'hello', failTimes: 0 });
    await expect(handled).resolves.toEqual({ text: 'hello', attemptsMade: 0 });
    expect(api.app.get(TestJobsHandler).handled).toEqual([]);
  });

  it('retries a failing job with backoff, as declared by default', async () => {
    const handled = worker.get(TestJobsHandler).next();
    await api.app.get(TestJobsProducer).add('jobs-test.echo', { text: 'again', failTimes: 2 });
    await expect(handled).resolves.toEqual({ text: 'again', attemptsMade: 2 });
  });

  it('refuses to start a worker when a declared job has no handler, naming the job', async () => {
    const half = await compiled('worker', [HalfHandledJobsModule]);
    await expect(half.init()).rejects.toThrow(
      'Jobs: job "half.forgotten" of queue "jobs-test-half" has no handler',
    );
    await half.close();
  });

  it('starts an API process that runs no jobs even when a handler is missing', async () => {
    const apiOnly = await compiled('api', [HalfHandledJobsModule]);
    await expect(apiOnly.init()).resolves.toBe(apiOnly);
    await apiOnly.close();
  });
});
