import { Injectable } from '@nestjs/common';

/** A post the server wrote and published in a feed, as another feature may quote it. */
export interface PublishedPost {
  author: string;
  avatar: string;
  specialty: string;
  content: string;
  topic: string;
  sources: string[];
  claimKind: string;
  provider: string;
}

/** Finds one published post by its id, or null when this source has no such post. */
export type PublishedPostFinder = (id: string) => Promise<PublishedPost | null>;

/**
 * The extension point through which a feature tells a post the server published from text a
 * client merely hands in: a plugin that stores generated posts (the explore feed) registers, in
 * `onModuleInit`, how to find one by id; a rabbit hole opened from a post then quotes the stored
 * copy. With no plugin registered (or an id nobody knows) nothing is found.
 */
@Injectable()
export class PublishedPostsRegistry {
  private readonly finders = new Map<string, PublishedPostFinder>();

  /** `source` names who registers (the plugin); one finder per source. */
  register(source: string, find: PublishedPostFinder): void {
    this.finders.set(source, find);
  }

  /** The first source's post with this id, or null. */
  async find(id: string): Promise<PublishedPost | null> {
    for (const find of this.finders.values()) {
      const post = await find(id);
      if (post) return post;
    }
    return null;
  }
}
