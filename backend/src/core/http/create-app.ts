import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Type } from '@nestjs/common';
import { configureApp } from './configure-app';

/** Creates the HTTP app exactly as production runs it (used by main.ts and the e2e test app). */
export async function createHttpApp(rootModule: Type): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, {
    bodyParser: false,
    bufferLogs: true,
    // Throw instead of process.exit(1): main.ts prints the error, tests see a failed beforeAll.
    abortOnError: false,
  });
  configureApp(app);
  return app;
}
