import {
  LANGUAGE_CODES,
  type LanguageCode,
  type PublicStats,
  PublicStatsSchema,
} from '@agora/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlRow, sqlRows } from '../../core/database/sql';
import { z } from 'zod';
import { type PublicCountMetric, ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { LandingRepository, type ShowcasePost } from './landing.repository';

const language = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);
const PostRow = z.object({
  author: z.string().min(1),
  avatar: z.string(),
  specialty: z.string(),
  topic: z.string(),
  content: z.string().trim().min(1),
  likes: z.coerce.number().int().nonnegative(),
  language,
});
/** pg answers bigint counts as strings. */
const StatsRow = z.object({
  totalUsers: z.coerce.number(),
  totalPosts: z.coerce.number(),
  totalConversations: z.coerce.number(),
  activeUsers: z.coerce.number(),
});

/**
 * Counts in SQL with the counters plugins registered, and reads demo content through the sources
 * they registered. Rows are validated; a source that fails or whose rows do not fit is skipped.
 */
@Injectable()
export class TypeOrmLandingRepository extends LandingRepository {
  private readonly logger = new Logger(TypeOrmLandingRepository.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly showcase: ShowcaseRegistry,
  ) {
    super();
  }

  async countPublicStats(): Promise<PublicStats> {
    const row = await sqlRow(
      this.dataSource,
      `
      SELECT
        (SELECT count(*) FROM "users") AS "totalUsers",
        (SELECT count(*) FROM "users" WHERE "lastActive" > now() - interval '7 days') AS "activeUsers",
        ${this.sumOf('posts')} AS "totalPosts",
        ${this.sumOf('conversations')} AS "totalConversations"`,
    );
    return PublicStatsSchema.parse(StatsRow.parse(row));
  }

  /** The posts of the first registered `homeFeed` source that has some that fit. */
  async bestPosts(language: LanguageCode): Promise<ShowcasePost[]> {
    for (const source of this.showcase.sourcesOf('homeFeed')) {
      let rows: unknown;
      try {
        rows = await sqlRows(this.dataSource, source.sql, [language]);
      } catch (error) {
        // A demo is never worth a failed landing: the next source, or the curated demo, stands in.
        this.logger.warn(`homeFeed source ${source.source} failed: ${(error as Error).message}`);
        continue;
      }
      const parsed = z.array(PostRow).safeParse(rows);
      if (!parsed.success) {
        this.logger.warn(`homeFeed rows from ${source.source} do not fit: ${parsed.error.message}`);
        continue;
      }
      if (parsed.data.length > 0) return parsed.data;
    }
    return [];
  }

  /** `(a) + (b) + …` over the registered counters of one metric; 0 when no plugin counts it. */
  private sumOf(metric: PublicCountMetric): string {
    const parts = this.showcase.countersOf(metric).map((c) => `COALESCE((${c.sql}), 0)`);
    return parts.length > 0 ? `(${parts.join(' + ')})` : '0';
  }
}
