import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { type Health, HealthSchema } from '@agora/contracts';
import { ApiReturns } from '../http/openapi/api-returns.decorator';
import { HealthProbes } from './health-probes';

const CHECK_TIMEOUT_MS = 2000;

/** The part of express's response the controller uses. */
export interface StatusSetter {
  status(code: number): unknown;
}

@ApiTags('health')
@SkipThrottle()
@Controller('api/health')
export class HealthController {
  constructor(private readonly probes: HealthProbes) {}

  /** 200 when PostgreSQL and Redis answer, 503 (same body) when either does not; kept for the image's and compose's health checks. */
  @Get()
  @ApiReturns(HealthSchema, 'Both answer (the same body with 503 when either does not)')
  async health(@Res({ passthrough: true }) res: StatusSetter): Promise<Health> {
    const [database, redis] = await Promise.all([
      check(() => this.probes.database()),
      check(() => this.probes.redis()),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', database, redis };
  }
}

async function check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
