import { Injectable } from '@nestjs/common';
import { HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { AppQueues } from '../queue/app-queues';
import { RedisService } from '../redis/redis.service';

/** How long one dependency may take to answer before readiness calls it down. */
export const READINESS_TIMEOUT_MS = 2000;

/** The checks of `/api/health/ready`: PostgreSQL, Redis, and each queue's Redis connection with its counts. */
@Injectable()
export class ReadinessIndicators {
  constructor(
    private readonly typeOrm: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: RedisService,
    private readonly queues: AppQueues,
  ) {}

  database() {
    return this.typeOrm.pingCheck('database').withTimeout(READINESS_TIMEOUT_MS);
  }

  redisPing() {
    return this.indicators
      .check('redis')
      .attempt(async () => {
        await this.redis.client.ping();
      })
      .withTimeout(READINESS_TIMEOUT_MS);
  }

  /** Up when every queue's Redis answers; reports each queue's waiting, active, delayed and failed jobs. */
  queueCounts() {
    return this.indicators
      .check('queues')
      .attempt(async () => {
        const counts = await Promise.all(
          this.queues.all().map(async (queue) => [queue.name, await queue.getJobCounts()] as const),
        );
        return Object.fromEntries(counts);
      })
      .withTimeout(READINESS_TIMEOUT_MS);
  }
}
