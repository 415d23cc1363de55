import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createAppModule } from '../../src/app.module';
import { createTestApp, type TestApp } from './test-app';

/**
 * An API that runs no jobs and, in this process, the worker that runs the agents' jobs (what
 * worker.ts boots), so a test can also reach into the worker's services.
 */
export async function startApiWithAgentsWorker(): Promise<{
  api: TestApp;
  worker: INestApplicationContext;
  close(): Promise<void>;
}> {
  const api = await createTestApp({ plugins: ['credits', 'agents'], env: { WORKERS: 'off' } });
  const worker = await NestFactory.createApplicationContext(
    createAppModule({ plugins: ['auth', 'credits', 'agents'], role: 'worker' }),
    { logger: false },
  );
  await worker.init();
  return {
    api,
    worker,
    close: async () => {
      await worker.close();
      await api.close();
    },
  };
}
