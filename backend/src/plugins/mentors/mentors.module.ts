import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MentorsController } from './mentors.controller';
import { CustomCharacterEntity } from './mentors.entities';
import { MentorsRepository } from './mentors.repository';
import { MentorsService } from './mentors.service';
import { TypeOrmMentorsRepository } from './typeorm-mentors.repository';

/** Custom AI mentors (`/api/custom-characters`); exports `MentorsService` so chat can use `custom-{id}`. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomCharacterEntity])],
  controllers: [MentorsController],
  providers: [{ provide: MentorsRepository, useClass: TypeOrmMentorsRepository }, MentorsService],
  exports: [MentorsService],
})
export class MentorsModule {}
