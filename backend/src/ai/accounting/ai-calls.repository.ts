import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AiCallEntity } from './ai-call.entity';

export type NewAiCall = Omit<AiCallEntity, 'id' | 'createdAt' | 'costUsd'> & { costUsd: number };

@Injectable()
export class AiCallsRepository {
  constructor(@InjectRepository(AiCallEntity) private readonly calls: Repository<AiCallEntity>) {}

  async insert(call: NewAiCall): Promise<void> {
    await this.calls.insert({ ...call, costUsd: call.costUsd.toFixed(6) });
  }

  /** Server-paid spend since midnight UTC for one user (null: all signed-out visitors together). */
  async spentTodayUsd(userId: string | null): Promise<number> {
    const query = this.calls
      .createQueryBuilder('c')
      .select('COALESCE(SUM(c."costUsd"), 0)', 'total')
      .where(`c."createdAt" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)
      .andWhere('c."userKey" = false');
    if (userId) query.andWhere('c."userId" = :userId', { userId });
    else query.andWhere('c."userId" IS NULL');
    const row = await query.getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }

  /** Calls and cost per provider since a moment (all time when omitted). */
  async totalsByProvider(
    since?: Date,
  ): Promise<{ provider: string; calls: number; costUsd: number }[]> {
    const query = this.calls
      .createQueryBuilder('c')
      .select('c.provider', 'provider')
      .addSelect('COUNT(*)::int', 'calls')
      .addSelect('COALESCE(SUM(c."costUsd"), 0)', 'cost')
      .groupBy('c.provider');
    if (since) query.where('c."createdAt" >= :since', { since });
    const rows = await query.getRawMany<{ provider: string; calls: number; cost: string }>();
    return rows.map((r) => ({
      provider: r.provider,
      calls: Number(r.calls),
      costUsd: Number(r.cost),
    }));
  }
}
