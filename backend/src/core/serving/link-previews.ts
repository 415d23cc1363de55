import { Injectable } from '@nestjs/common';

/** What a shared link shows when pasted into a chat app: Open Graph and Twitter card fields. */
export interface LinkPreview {
  title: string;
  /** The first lines of the shared content. */
  description: string;
  /** The historical figure speaking, when there is one. */
  figure?: string;
}

/** Finds the preview of one shared item, or null when there is none to show (unknown or private). */
export type LinkPreviewResolver = (id: string) => Promise<LinkPreview | null>;

/** Ids of share links are UUIDs or short tokens; anything else is not looked up. */
const SHARE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The extension point for server-rendered link previews: a plugin registers, in `onModuleInit`, the
 * page path that shows its shared items (`/shared-chat`) and how to describe one. Core renders the
 * tags into the page without knowing any plugin.
 */
@Injectable()
export class LinkPreviewRegistry {
  private readonly resolvers = new Map<string, LinkPreviewResolver>();

  /** `basePath` is a page path such as `/shared-chat`; its links are `/shared-chat/{id}`. */
  register(basePath: string, resolve: LinkPreviewResolver): void {
    this.resolvers.set(basePath.replace(/\/+$/, ''), resolve);
  }

  /** The preview for a page path, or null. A resolver that fails shows no preview rather than an error. */
  async previewFor(path: string): Promise<LinkPreview | null> {
    const match = /^(\/[^/]+)\/([^/]+)\/?$/.exec(path);
    if (!match) return null;
    const resolve = this.resolvers.get(match[1]!);
    const id = safeDecode(match[2]!);
    if (!resolve || id === null || !SHARE_ID.test(id)) return null;
    try {
      return await resolve(id);
    } catch {
      return null;
    }
  }
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
