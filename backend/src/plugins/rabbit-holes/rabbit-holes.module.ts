import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LinkPreviewRegistry } from '../../core/serving/link-previews';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { RealtimeModule } from '../../core/realtime/realtime.module';
import { AiThreadAdapter } from './ai-thread.adapter';
import { ThreadAi } from './rabbit-holes-ai.port';
import { RabbitHolesController } from './rabbit-holes.controller';
import { AnswerStream, RealtimeAnswerStream } from './answer-stream';
import { RABBIT_HOLES_ENTITIES } from './rabbit-holes.entities';
import { RedisStorageQuota, StorageQuota } from './rabbit-holes.quota';
import { RabbitHolesRepository } from './rabbit-holes.repository';
import { RabbitHolesService } from './rabbit-holes.service';
import { registerRabbitHolesShowcase } from './rabbit-holes.showcase';
import { TypeOrmRabbitHolesRepository } from './typeorm-rabbit-holes.repository';

/** Rabbit-hole threads opened from a post, with user replies and figures' streamed answers. */
@Module({
  imports: [RealtimeModule, TypeOrmModule.forFeature(RABBIT_HOLES_ENTITIES)],
  controllers: [RabbitHolesController],
  providers: [
    { provide: ThreadAi, useClass: AiThreadAdapter },
    { provide: RabbitHolesRepository, useClass: TypeOrmRabbitHolesRepository },
    { provide: AnswerStream, useClass: RealtimeAnswerStream },
    { provide: StorageQuota, useClass: RedisStorageQuota },
    RabbitHolesService,
  ],
})
export class RabbitHolesModule implements OnModuleInit {
  constructor(
    private readonly showcase: ShowcaseRegistry,
    private readonly previews: LinkPreviewRegistry,
    private readonly holes: RabbitHolesService,
  ) {}

  onModuleInit(): void {
    registerRabbitHolesShowcase(this.showcase);
    this.previews.register('/rabbit-hole', (id) => this.holes.preview(id));
  }
}
