import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { MfeManifestSchema, type MfeManifest } from '@agora/contracts';
import type { AppConfig } from '../config/config.schema';

export const REMOTE_NAMES = ['feed', 'chat', 'billing', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const logger = new Logger('MfeManifest');

/**
 * Where the shell finds each remote's mf-manifest.json: this server's /mfe/<name>/ by default,
 * MFE_<NAME>_URL when set, and the JSON file at MFE_MANIFEST_PATH above both (re-read every call,
 * so a remote can be repointed without a restart).
 */
export function buildMfeManifest(env: AppConfig): MfeManifest {
  const fromEnv: Record<RemoteName, string | undefined> = {
    feed: env.MFE_FEED_URL,
    chat: env.MFE_CHAT_URL,
    billing: env.MFE_BILLING_URL,
    admin: env.MFE_ADMIN_URL,
  };
  const remotes: Record<string, string> = {};
  for (const name of REMOTE_NAMES) remotes[name] = manifestUrl(fromEnv[name] ?? `/mfe/${name}/`);
  return { remotes: { ...remotes, ...readOverrides(env.MFE_MANIFEST_PATH) } };
}

/** A remote given by its base URL gets `mf-manifest.json` appended; a `.json` URL is used as is. */
export function manifestUrl(url: string): string {
  if (/\.json(\?.*)?$/.test(url)) return url;
  return `${url.endsWith('/') ? url : `${url}/`}mf-manifest.json`;
}

function readOverrides(path: string | undefined): Record<string, string> {
  if (!path) return {};
  try {
    const parsed = MfeManifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (parsed.success)
      return Object.fromEntries(
        Object.entries(parsed.data.remotes).map(([k, v]) => [k, manifestUrl(v)]),
      );
    logger.warn(`MFE_MANIFEST_PATH ${path} is not { "remotes": { "<name>": "<url>" } }; ignored`);
  } catch (error) {
    logger.warn(`MFE_MANIFEST_PATH ${path} unreadable (${(error as Error).message}); ignored`);
  }
  return {};
}

/** Origins (scheme://host:port) of remotes served elsewhere, for the Content-Security-Policy. */
export function remoteOrigins(manifest: MfeManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
