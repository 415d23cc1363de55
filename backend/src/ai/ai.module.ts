import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiAccountingService } from './accounting/ai-accounting.service';
import { AiCallEntity } from './accounting/ai-call.entity';
import { AiCallsRepository } from './accounting/ai-calls.repository';
import { AiService } from './ai.service';
import { PersonaEntity } from './catalogue/persona.entity';
import { PersonaSeeder } from './catalogue/persona-seeder';
import { PersonasController } from './catalogue/personas.controller';
import { MediaGenerationService } from './generated-media/media-generation.service';
import { MediaController } from './generated-media/media.controller';
import { MediaEntity } from './generated-media/media.entity';
import { MediaService } from './generated-media/media.service';
import { ProviderRouter } from './providers/provider-router';

/** The AI layer: every plugin reaches a model through `AiService` only. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([PersonaEntity, AiCallEntity, MediaEntity])],
  controllers: [PersonasController, MediaController],
  providers: [
    AiService,
    ProviderRouter,
    AiAccountingService,
    AiCallsRepository,
    MediaService,
    MediaGenerationService,
    PersonaSeeder,
  ],
  exports: [AiService, MediaService, AiAccountingService],
})
export class AiModule {}
