import type { Type } from '@nestjs/common';
import { StartupError } from '../core/preflight/startup-error';

/** Every plugin, by the name `PLUGINS` uses for it; a new plugin adds its name and one entry below. */
export const PLUGIN_NAMES = [
  'auth',
  'credits',
  'feed',
  'rabbit-holes',
  'chat',
  'mentors',
  'landing',
  'admin',
  'agents',
  'home-feed',
  'groups',
] as const;
export type PluginName = (typeof PLUGIN_NAMES)[number];

export interface PluginEntry {
  /** Plugins this one cannot run without (it imports their `index.ts`). */
  requires: readonly PluginName[];
  /** Parses the plugin's own settings at start-up, so a bad value stops the process at once. */
  config?: () => unknown;
  /** Requires the plugin's `index.ts` only when asked for, so a disabled plugin's code is never loaded. */
  load: () => Type;
}

/* eslint-disable @typescript-eslint/no-require-imports */
export const PLUGIN_REGISTRY: Record<PluginName, PluginEntry> = {
  auth: {
    requires: [],
    load: () => (require('./auth') as typeof import('./auth')).AuthModule,
  },
  credits: {
    requires: [],
    config: () => (require('./credits') as typeof import('./credits')).loadCreditsConfig(),
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
    config: () => (require('./groups') as typeof import('./groups')).loadGroupsConfig(),
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
    config: () => (require('./landing') as typeof import('./landing')).loadLandingConfig(),
    load: () => (require('./landing') as typeof import('./landing')).LandingModule,
  },
  admin: {
    requires: [],
    load: () => (require('./admin') as typeof import('./admin')).AdminModule,
  },
  agents: {
    requires: ['credits'],
    load: () => (require('./agents') as typeof import('./agents')).AgentsModule,
  },
  'home-feed': {
    requires: [],
    load: () => (require('./home-feed') as typeof import('./home-feed')).HomeFeedModule,
  },
};
/* eslint-enable @typescript-eslint/no-require-imports */

export class PluginListError extends StartupError {}

/** `PLUGINS` as parsed by core's config ("all" or names) → known plugin names, else one line. */
export function resolvePluginNames(list: 'all' | readonly string[]): PluginName[] {
  if (list === 'all') return [...PLUGIN_NAMES];
  const unknown = list.filter((name) => !(PLUGIN_NAMES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new PluginListError(
      `PLUGINS: unknown plugin(s): ${unknown.join(', ')}; known: ${PLUGIN_NAMES.join(', ')}`,
    );
  }
  return [...new Set(list as readonly PluginName[])];
}

/**
 * The modules of `plugins`, after checking that each plugin's requirements are in the list too
 * (otherwise one line such as `PLUGINS: "chat" requires credits, mentors (add them to PLUGINS)`)
 * and parsing each plugin's own settings.
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
    throw new PluginListError(`PLUGINS: ${needs.join('; ')} (add them to PLUGINS)`);
  }
  for (const name of plugins) registry[name].config?.();
  return plugins.map((name) => registry[name].load());
}
