import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { ApiErrors } from '../http/openapi/api-errors.decorator';
import { MetricsAccessGuard } from './metrics-access.guard';
import { PrometheusMetrics } from './prometheus-metrics';

@ApiTags('operations')
@SkipThrottle()
@Controller('api/metrics')
export class MetricsController {
  constructor(private readonly metrics: PrometheusMetrics) {}

  /** Prometheus scrapes this with `Authorization: Bearer <METRICS_TOKEN>`. */
  @Get()
  @UseGuards(MetricsAccessGuard)
  @ApiBearerAuth()
  @ApiErrors(401)
  @ApiResponse({
    status: 200,
    description: 'The metrics in the Prometheus text format',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.render();
    res.set('Cache-Control', 'no-store').type(contentType).send(body);
  }
}
