import { Module, type OnModuleInit } from '@nestjs/common';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { RealtimeModule } from '../../core/realtime/realtime.module';
import { AiThreadAdapter } from './ai-thread.adapter';
import { ThreadAi } from './rabbit-holes-ai.port';
import { RabbitHolesController } from './rabbit-holes.controller';
import { RabbitHolesRepository } from './rabbit-holes.repository';
import { RabbitHolesService } from './rabbit-holes.service';
import { registerRabbitHolesShowcase } from './rabbit-holes.showcase';

/** Rabbit-hole threads opened from a post, with user replies and figures' streamed answers. */
@Module({
  imports: [RealtimeModule],
  controllers: [RabbitHolesController],
  providers: [
    { provide: ThreadAi, useClass: AiThreadAdapter },
    RabbitHolesRepository,
    RabbitHolesService,
  ],
})
export class RabbitHolesModule implements OnModuleInit {
  constructor(private readonly showcase: ShowcaseRegistry) {}

  onModuleInit(): void {
    registerRabbitHolesShowcase(this.showcase);
  }
}
