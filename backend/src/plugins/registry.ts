import type { Type } from '@nestjs/common';
import type { PluginName } from '../core/config/config.schema';
import { AuthModule } from './auth/auth.module';
import { ChatModule } from './chat/chat.module';
import { CreditsModule } from './credits/credits.module';
import { FeedModule } from './feed/feed.module';
import { MentorsModule } from './mentors/mentors.module';
import { RabbitHolesModule } from './rabbit-holes/rabbit-holes.module';

/** Every feature plugin by the name `PLUGINS` uses for it. */
export const PLUGIN_MODULES: Record<PluginName, Type> = {
  auth: AuthModule,
  credits: CreditsModule,
  feed: FeedModule,
  'rabbit-holes': RabbitHolesModule,
  chat: ChatModule,
  mentors: MentorsModule,
};
