import {
  type DemoData,
  type DemoDataQuery,
  DemoDataQuerySchema,
  DemoDataSchema,
  type PublicStats,
  PublicStatsSchema,
} from '@agora/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { LandingService } from './landing.service';

/** Public: the signed-out landing's numbers and demos (no personal data in either). */
@ApiTags('landing')
@Controller('api')
export class LandingController {
  constructor(private readonly landing: LandingService) {}

  @Get('public-stats')
  @ApiReturns(PublicStatsSchema)
  @Header('Cache-Control', 'public, max-age=60')
  publicStats(): Promise<PublicStats> {
    return this.landing.publicStats();
  }

  @Get('demo-data')
  @ApiReturns(DemoDataSchema)
  @Header('Cache-Control', 'public, max-age=600')
  demoData(@Query(new ZodPipe(DemoDataQuerySchema)) query: DemoDataQuery): Promise<DemoData> {
    return this.landing.demoData(query.language);
  }
}
