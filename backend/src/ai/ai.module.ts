import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiAccountingService } from './accounting/ai-accounting.service';
import { AiCallLog } from './accounting/ai-call-log';
import { AiCallEntity } from './accounting/ai-call.entity';
import { AiCallsRepository } from './accounting/ai-calls.repository';
import { Meter } from './accounting/meter';
import { AiService } from './ai.service';
import { PersonaEntity } from './catalogue/persona.entity';
import { PersonasController } from './catalogue/personas.controller';
import { MediaController } from './generated-media/media.controller';
import { MediaEntity } from './generated-media/media.entity';
import { MediaService } from './generated-media/media.service';
import { MediaGenerationService } from './media-generation.service';
import { KnowledgeWarmer } from './knowledge-warmer';
import { PersonaSeeder } from './persona-seeder';
import { ProviderRouter } from './providers/provider-router';
import { EngineRouter } from './routing/engine-router';

/** The AI layer: every plugin reaches a model through `AiService` only. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PersonaEntity, AiCallEntity, MediaEntity])],
  controllers: [PersonasController, MediaController],
  providers: [
    AiService,
    ProviderRouter,
    EngineRouter,
    Meter,
    AiAccountingService,
    { provide: AiCallLog, useExisting: AiAccountingService },
    AiCallsRepository,
    MediaService,
    MediaGenerationService,
    PersonaSeeder,
    KnowledgeWarmer,
  ],
  exports: [AiService, MediaService, AiAccountingService],
})
export class AiModule {}
