import type { Type } from '@nestjs/common';
import type { PluginName } from '../core/config/config.schema';
import { StartupError } from '../core/preflight/startup-error';

export interface PluginEntry {
  /** Plugins this one cannot run without (it imports their `index.ts`). */
  requires: readonly PluginName[];
  /** Requires the plugin's module only when asked for, so a disabled plugin's code is never loaded. */
  load: () => Type;
}

/*
 * Every feature plugin by the name `PLUGINS` uses for it: what it requires and how to load it.
 * A new plugin adds one entry here and its name to `PLUGIN_NAMES`.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const PLUGIN_REGISTRY: Record<PluginName, PluginEntry> = {
  auth: {
    requires: [],
    load: () => (require('./auth') as typeof import('./auth')).AuthModule,
  },
  credits: {
    requires: [],
    load: () => (require('./credits') as typeof import('./credits')).CreditsModule,
  },
  feed: {
    requires: [],
    load: () => (require('./feed/feed.module') as typeof import('./feed/feed.module')).FeedModule,
  },
  'rabbit-holes': {
    requires: [],
    load: () =>
      (
        require('./rabbit-holes/rabbit-holes.module') as typeof import('./rabbit-holes/rabbit-holes.module')
      ).RabbitHolesModule,
  },
  chat: {
    requires: ['credits', 'mentors'],
    load: () => (require('./chat/chat.module') as typeof import('./chat/chat.module')).ChatModule,
  },
  groups: {
    requires: ['credits'],
    load: () => (require('./groups') as typeof import('./groups')).GroupsModule,
  },
  mentors: {
    requires: [],
    load: () =>
      (require('./mentors/mentors.module') as typeof import('./mentors/mentors.module'))
        .MentorsModule,
  },
  landing: {
    requires: [],
    load: () => (require('./landing') as typeof import('./landing')).LandingModule,
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */

export class MissingPluginError extends StartupError {}

/**
 * The modules of `plugins`, after checking that each plugin's requirements are in the list too:
 * otherwise one line such as `PLUGINS: "chat" requires credits, mentors (add them to PLUGINS)`.
 */
export function loadPlugins(
  plugins: readonly PluginName[],
  registry: Readonly<Record<PluginName, PluginEntry>> = PLUGIN_REGISTRY,
): Type[] {
  const missing = plugins
    .map((name) => ({ name, lacks: registry[name].requires.filter((r) => !plugins.includes(r)) }))
    .filter(({ lacks }) => lacks.length > 0);
  if (missing.length) {
    const needs = missing.map(({ name, lacks }) => `"${name}" requires ${lacks.join(', ')}`);
    throw new MissingPluginError(`PLUGINS: ${needs.join('; ')} (add them to PLUGINS)`);
  }
  return plugins.map((name) => registry[name].load());
}
