import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RealtimeModule } from '../../core/realtime/realtime.module';
import { AiThreadAdapter } from './ai-thread.adapter';
import { ThreadAi } from './rabbit-holes-ai.port';
import { RabbitHolesController } from './rabbit-holes.controller';
import { AnswerStream, RealtimeAnswerStream } from './answer-stream';
import { RABBIT_HOLES_ENTITIES } from './rabbit-holes.entities';
import { RabbitHolesRepository } from './rabbit-holes.repository';
import { RabbitHolesService } from './rabbit-holes.service';
import { TypeOrmRabbitHolesRepository } from './typeorm-rabbit-holes.repository';

/** Rabbit-hole threads opened from a post, with user replies and figures' streamed answers. */
@Module({
  imports: [RealtimeModule, TypeOrmModule.forFeature(RABBIT_HOLES_ENTITIES)],
  controllers: [RabbitHolesController],
  providers: [
    { provide: ThreadAi, useClass: AiThreadAdapter },
    { provide: RabbitHolesRepository, useClass: TypeOrmRabbitHolesRepository },
    { provide: AnswerStream, useClass: RealtimeAnswerStream },
    RabbitHolesService,
  ],
})
export class RabbitHolesModule {}
