import { VOICE_MAX_BYTES } from '@agora/contracts';
import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { allowLargeJsonBody } from '../../core/http/body-limits';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { CreditsModule } from '../credits';
import { GroupChatsController } from './group-chats/group-chats.controller';
import { GroupChatsService } from './group-chats/group-chats.service';
import { GroupShareController } from './group-chats/group-share.controller';
import { GroupsConfig } from './groups.config';
import { CreditsGroupsBilling, GroupsBilling } from './groups-billing';
import { GROUP_ENTITIES } from './groups.entities';
import { GROUPS_QUEUE, GroupsJobsProducer } from './groups.jobs';
import { GroupsLive, RealtimeGroupsLive } from './groups-live';
import { GroupsRepository } from './groups.repository';
import { registerGroupsShowcase } from './groups.showcase';
import { AiGroupsAdapter } from './mentions/ai-groups.adapter';
import { GroupsAi } from './mentions/groups-ai.port';
import { MentionReplyProcessor } from './mentions/mention-reply.processor';
import { GroupMessagesController } from './messages/group-messages.controller';
import { GroupMessagesService } from './messages/group-messages.service';
import { GroupVoiceQuota, RedisGroupVoiceQuota } from './messages/voice-quota';
import { TypeOrmGroupsRepository } from './typeorm-groups.repository';
import { MediaVoiceStore, VoiceStore } from './voice-store';

// Voice messages arrive as base64 JSON: 10 MB of audio is about 13.4 MB of text.
allowLargeJsonBody({
  path: /^\/api\/group-chats\/[^/]+\/voice$/,
  limit: Math.ceil((VOICE_MAX_BYTES * 4) / 3) + 64 * 1024,
});

/** Study groups: rooms of learners where mentioned historical figures answer by teaching role. */
@Module({
  imports: [
    TypeOrmModule.forFeature(GROUP_ENTITIES),
    registerJobQueue(GROUPS_QUEUE),
    CreditsModule,
  ],
  controllers: [GroupChatsController, GroupShareController, GroupMessagesController],
  providers: [
    { provide: GroupsConfig, useFactory: () => new GroupsConfig() },
    { provide: GroupsRepository, useClass: TypeOrmGroupsRepository },
    { provide: GroupsBilling, useClass: CreditsGroupsBilling },
    { provide: GroupsLive, useClass: RealtimeGroupsLive },
    { provide: GroupsAi, useClass: AiGroupsAdapter },
    { provide: VoiceStore, useClass: MediaVoiceStore },
    { provide: GroupVoiceQuota, useClass: RedisGroupVoiceQuota },
    GroupsJobsProducer,
    GroupChatsService,
    GroupMessagesService,
    MentionReplyProcessor,
  ],
})
export class GroupsModule implements OnModuleInit {
  constructor(private readonly showcase: ShowcaseRegistry) {}

  onModuleInit(): void {
    registerGroupsShowcase(this.showcase);
  }
}
