import { Module } from '@nestjs/common';
import { AiLandingFigures } from './ai-landing-figures.adapter';
import { LandingCachePolicy } from './landing-cache';
import { loadLandingConfig } from './landing.config';
import { LandingFigures } from './landing-figures.port';
import { LandingController } from './landing.controller';
import { LandingRepository } from './landing.repository';
import { LandingService } from './landing.service';
import { TypeOrmLandingRepository } from './typeorm-landing.repository';

/**
 * The signed-out landing's data: `GET /api/public-stats` and `GET /api/demo-data`. It reads other
 * features only through what they registered in core's `ShowcaseRegistry`.
 */
@Module({
  controllers: [LandingController],
  providers: [
    { provide: LandingRepository, useClass: TypeOrmLandingRepository },
    { provide: LandingFigures, useClass: AiLandingFigures },
    {
      provide: LandingCachePolicy,
      useFactory: () => {
        const env = loadLandingConfig();
        return new LandingCachePolicy(
          env.PUBLIC_STATS_CACHE_SECONDS * 1000,
          env.DEMO_DATA_CACHE_SECONDS * 1000,
        );
      },
    },
    LandingService,
  ],
  exports: [LandingService],
})
export class LandingModule {}
