import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AgentDraft } from '../../ai';
import { entityManagerOf, type Transaction } from '../../core/database/transaction';
import {
  type AgentFeedSummary,
  AgentFeedsRepository,
  type AgentPostRecord,
  type Reaction,
} from './agent-feeds.repository';
import { AgentFeedEntity, AgentPostEntity } from './agents.entities';

@Injectable()
export class TypeOrmAgentFeedsRepository extends AgentFeedsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async findFeed(feedId: string): Promise<AgentFeedSummary | null> {
    const [row] = await this.db.query<AgentFeedSummary[]>(
      `SELECT f.id, f."ownerId", f.topic,
              (SELECT count(*)::int FROM agent_posts p WHERE p."feedId" = f.id) AS "postCount"
         FROM agent_feeds f WHERE f.id = $1`,
      [feedId],
    );
    return row ?? null;
  }

  async pastPoints(feedId: string): Promise<{ madePoints: string[]; usedSources: string[] }> {
    const rows = await this.db
      .getRepository(AgentPostEntity)
      .find({ where: { feedId }, select: { bulletSummary: true, researchSources: true } });
    return {
      madePoints: rows.flatMap((r) => r.bulletSummary),
      usedSources: rows.flatMap((r) => r.researchSources),
    };
  }

  generationSize(generationId: string): Promise<number> {
    return this.db.getRepository(AgentPostEntity).countBy({ generationId });
  }

  /**
   * The feed's row is locked first, so stores into one feed count and insert one after another:
   * of many concurrent generations, only as many posts as the cap leaves room for are added, and
   * a generation stored twice at once (a rerun of its job) is added once.
   */
  async store(
    feed: { id: string; ownerId: string; topic: string },
    generationId: string,
    posts: AgentDraft[],
    maxPosts: number,
    transaction: Transaction,
  ): Promise<number> {
    const manager = entityManagerOf(transaction);
    await manager
      .createQueryBuilder()
      .insert()
      .into(AgentFeedEntity)
      .values(feed)
      .orIgnore()
      .execute();
    await manager.query(`SELECT 1 FROM agent_feeds WHERE id = $1 FOR UPDATE`, [feed.id]);
    // Statements of their own after the lock: their snapshots see what the stores before committed.
    const posted = manager.getRepository(AgentPostEntity);
    const already = await posted.countBy({ feedId: feed.id, generationId });
    if (already) return already;
    const held = await posted.countBy({ feedId: feed.id });
    const rows = posts.slice(0, Math.max(0, maxPosts - held)).map((p) =>
      posted.create({
        feedId: feed.id,
        generationId,
        agentName: p.agentName,
        agentAvatar: p.agentAvatar,
        agentSpecialty: p.agentSpecialty,
        angle: p.angle,
        content: p.content,
        bulletSummary: p.bulletSummary,
        confidence: p.confidence,
        relevanceScore: p.relevanceScore,
        researchSources: p.researchSources,
        reviews: p.reviews,
        claimKind: p.claimKind,
      }),
    );
    // One by one, so `seq` follows the panel's order.
    for (const row of rows) await posted.insert(row);
    return rows.length;
  }

  page(feedId: string, afterSeq: number | undefined, limit: number): Promise<AgentPostRecord[]> {
    const query = this.db
      .getRepository(AgentPostEntity)
      .createQueryBuilder('p')
      .addSelect('p.seq')
      .where('p.feedId = :feedId', { feedId });
    if (afterSeq !== undefined) query.andWhere('p.seq > :afterSeq', { afterSeq });
    return query.orderBy('p.seq', 'ASC').take(limit).getMany();
  }

  async toggle(postId: string, ownerId: string, reaction: Reaction): Promise<boolean | null> {
    const column = reaction === 'liked' ? '"liked"' : '"saved"';
    const [rows] = (await this.db.query(
      `UPDATE agent_posts p SET ${column} = NOT p.${column}
         FROM agent_feeds f
        WHERE p.id = $1 AND f.id = p."feedId" AND f."ownerId" = $2
        RETURNING p.${column} AS "on"`,
      [postId, ownerId],
    )) as [{ on: boolean }[], number];
    return rows[0]?.on ?? null;
  }
}
