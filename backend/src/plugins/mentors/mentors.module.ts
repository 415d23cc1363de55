import { CHARACTER_CARD_FILE_MAX_BYTES } from '@agora/contracts';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { allowLargeJsonBody } from '../../core/http/body-limits';
import { CardImportQuota, RedisCardImportQuota } from './card-import-quota';
import { MediaMentorAvatars } from './media-mentor-avatars';
import { MentorCreateQuota, RedisMentorCreateQuota } from './mentor-limits';
import { MentorAvatars } from './mentor-avatars';
import { MentorsController } from './mentors.controller';
import { CustomCharacterEntity } from './mentors.entities';
import { MentorsRepository } from './mentors.repository';
import { MentorsService } from './mentors.service';
import { TypeOrmMentorsRepository } from './typeorm-mentors.repository';

// Card files arrive as base64 JSON: 5 MB of PNG is about 6.7 MB of text.
allowLargeJsonBody({
  path: /^\/api\/custom-characters\/import\/file$/,
  limit: Math.ceil(CHARACTER_CARD_FILE_MAX_BYTES / 3) * 4 + 64 * 1024,
});

/** Custom AI mentors (`/api/custom-characters`); exports `MentorsService` so chat can use `custom-{id}`. */
@Module({
  imports: [TypeOrmModule.forFeature([CustomCharacterEntity])],
  controllers: [MentorsController],
  providers: [
    { provide: MentorsRepository, useClass: TypeOrmMentorsRepository },
    { provide: MentorAvatars, useClass: MediaMentorAvatars },
    { provide: CardImportQuota, useClass: RedisCardImportQuota },
    { provide: MentorCreateQuota, useClass: RedisMentorCreateQuota },
    MentorsService,
  ],
  exports: [MentorsService],
})
export class MentorsModule {}
