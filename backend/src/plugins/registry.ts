import type { Type } from '@nestjs/common';
import type { PluginName } from '../core/config/config.schema';

/*
 * Every feature plugin by the name `PLUGINS` uses for it. Loaded lazily (require inside a function)
 * so a disabled plugin's code is never loaded, and a test booting one plugin does not load the rest.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const PLUGIN_LOADERS: Record<PluginName, () => Type> = {
  auth: () => (require('./auth/auth.module') as typeof import('./auth/auth.module')).AuthModule,
  credits: () =>
    (require('./credits/credits.module') as typeof import('./credits/credits.module'))
      .CreditsModule,
  feed: () => (require('./feed/feed.module') as typeof import('./feed/feed.module')).FeedModule,
  'rabbit-holes': () =>
    (
      require('./rabbit-holes/rabbit-holes.module') as typeof import('./rabbit-holes/rabbit-holes.module')
    ).RabbitHolesModule,
  chat: () => (require('./chat/chat.module') as typeof import('./chat/chat.module')).ChatModule,
  mentors: () =>
    (require('./mentors/mentors.module') as typeof import('./mentors/mentors.module'))
      .MentorsModule,
  'home-feed': () =>
    (require('./home-feed/home-feed.module') as typeof import('./home-feed/home-feed.module'))
      .HomeFeedModule,
};
/* eslint-enable @typescript-eslint/no-require-imports */

export function loadPluginModule(name: PluginName): Type {
  return PLUGIN_LOADERS[name]();
}
