import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { ReadinessIndicators } from './readiness-indicators';

/**
 * Kubernetes-style probes. Liveness: the process answers (restart it when it does not). Readiness:
 * PostgreSQL, Redis and the queues answer (send it traffic only then); 503 naming what is down.
 */
@ApiTags('health')
@SkipThrottle()
@Controller('api/health')
export class ProbesController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessIndicators,
  ) {}

  @Get('live')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.readiness.database(),
      () => this.readiness.redisPing(),
      () => this.readiness.queueCounts(),
    ]);
  }
}
