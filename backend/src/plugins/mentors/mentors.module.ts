import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MentorsController } from './mentors.controller';
import { CustomCharacterEntity } from './mentors.entities';
import { MentorsRepository } from './mentors.repository';
import { MentorsService } from './mentors.service';

/** Custom AI mentors (`/api/custom-characters`); exports `MentorsService` so chat can use `custom-{id}`. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomCharacterEntity])],
  controllers: [MentorsController],
  providers: [MentorsRepository, MentorsService],
  exports: [MentorsService],
})
export class MentorsModule {}
