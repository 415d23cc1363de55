import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ConfigService } from '../config/config.service';
import { AppQueues } from './app-queues';
import { JobWorkers } from './job-workers';

/**
 * Bull's connection to Redis, and `JobWorkers`, which binds the plugins' job handlers where jobs
 * run. Plugins declare their queues with `registerJobQueue` (see `jobs.ts`).
 */
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        url: config.env.REDIS_URL,
        prefix: `${config.env.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [JobWorkers, AppQueues],
  exports: [BullModule, AppQueues],
})
export class QueueModule {}
