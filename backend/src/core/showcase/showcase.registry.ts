import { Injectable } from '@nestjs/common';

/**
 * What feature plugins tell the public landing about their content, so that it can count and show
 * it without importing them. A plugin registers in its module's `onModuleInit`; a disabled plugin
 * registers nothing, so its content is simply left out. The SQL is the plugin's own (it knows its
 * tables); the landing composes it and validates what comes back.
 */

/** Totals the landing shows beside the users it counts itself. */
export type PublicCountMetric = 'posts' | 'conversations';

export interface PublicCounter {
  metric: PublicCountMetric;
  /** Who counts (the plugin's name); one counter per source and metric. */
  source: string;
  /** One SELECT returning a single number, run as a sub-query, e.g. `SELECT count(*) FROM "chats"`. */
  sql: string;
}

/**
 * Stored content a demo can be made from; `sql` gets the visitor's language code as `$1`. Only
 * content that is already public may be a source: figures' posts, never a learner's chat or a
 * members-only group (the chat and group demos are curated).
 * - `homeFeed`: posts best first, columns author, avatar, specialty, topic, content, likes, language.
 */
export type ShowcaseKind = 'homeFeed';

export interface ShowcaseSource {
  kind: ShowcaseKind;
  source: string;
  sql: string;
}

@Injectable()
export class ShowcaseRegistry {
  private readonly counters = new Map<string, PublicCounter>();
  private readonly sources = new Map<string, ShowcaseSource>();

  addCounter(counter: PublicCounter): void {
    this.counters.set(`${counter.metric}:${counter.source}`, counter);
  }

  addSource(source: ShowcaseSource): void {
    this.sources.set(`${source.kind}:${source.source}`, source);
  }

  countersOf(metric: PublicCountMetric): PublicCounter[] {
    return [...this.counters.values()].filter((c) => c.metric === metric);
  }

  sourcesOf(kind: ShowcaseKind): ShowcaseSource[] {
    return [...this.sources.values()].filter((s) => s.kind === kind);
  }
}
