import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Type } from '@nestjs/common';
import { configureApp } from './configure-app';

/** Creates the HTTP app exactly as production runs it (used by main.ts and the e2e test app). */
export async function createHttpApp(rootModule: Type): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app);
  return app;
}
