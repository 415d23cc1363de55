import { BullModule } from '@nestjs/bull';
import { Module } from '@nestjs/common';
import { ConfigService } from '../config/config.service';

/** Bull's connection to Redis; plugins add their queues with `BullModule.registerQueue({ name })`. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        url: config.env.REDIS_URL,
        prefix: `${config.env.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
