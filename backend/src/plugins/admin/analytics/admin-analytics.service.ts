import { Injectable } from '@nestjs/common';
import {
  ADMIN_ACTIVE_WINDOW_DAYS,
  type AdminActivity,
  type AdminAnalytics,
  type AdminListQuery,
  type AdminPage,
  type AdminTransaction,
  type AdminUser,
} from '@agora/contracts';
import { adminActivityView, adminTransactionView, adminUserView } from '../admin.views';
import { AdminReadModel, type ListPosition } from './admin-read-model';
import { type CursorId, decodeCursor, encodeCursor } from './list-cursor';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 02 feature-usage keys and the activity types that count for each. */
const FEATURE_TYPES = {
  chat: 'chat',
  voice: 'voice',
  groups: 'group',
  agents: 'agent',
  questions: 'question',
} as const;

/** Spec 02 §2 admin analytics: who uses the app, what they pay, what they use, what the AI costs. */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly readModel: AdminReadModel) {}

  async analytics(now = new Date()): Promise<AdminAnalytics> {
    const weekAgo = new Date(now.getTime() - ADMIN_ACTIVE_WINDOW_DAYS * DAY_MS);
    const days = lastDays(now, ADMIN_ACTIVE_WINDOW_DAYS);
    const [totals, events, daily, visitMinutes, ai] = await Promise.all([
      this.readModel.totals(weekAgo),
      this.readModel.eventCounts(Object.values(FEATURE_TYPES)),
      this.readModel.dailyActiveUsers(days[0] ?? now.toISOString().slice(0, 10)),
      this.readModel.averageVisitMinutes(weekAgo),
      this.readModel.aiUsageByProvider(),
    ]);
    const perDay = new Map(daily.map((d) => [d.date, d.count]));
    const usage = (provider: string) => {
      const row = ai.find((p) => p.provider === provider);
      return { cost: roundUsd(row?.costUsd ?? 0), posts: row?.calls ?? 0 };
    };
    const aiCostUsd = ai.reduce((sum, p) => sum + p.costUsd, 0);
    return {
      totalUsers: totals.totalUsers,
      activeUsers: totals.activeUsers,
      totalRevenue: totals.revenueCents / 100,
      transactionCount: totals.paidPurchases,
      featureUsage: {
        chat: events.get(FEATURE_TYPES.chat) ?? 0,
        voice: events.get(FEATURE_TYPES.voice) ?? 0,
        groups: events.get(FEATURE_TYPES.groups) ?? 0,
        agents: events.get(FEATURE_TYPES.agents) ?? 0,
        questions: events.get(FEATURE_TYPES.questions) ?? 0,
      },
      dailyActiveUsers: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      avgSessionTime: visitMinutes === null ? null : Math.round(visitMinutes * 10) / 10,
      apiUsage: { openai: usage('openai'), claude: usage('anthropic') },
      aiCostPerUser: totals.totalUsers === 0 ? 0 : roundUsd(aiCostUsd / totals.totalUsers),
    };
  }

  async users(query: AdminListQuery): Promise<AdminPage<AdminUser>> {
    const rows = await this.readModel.users(this.request(query, 'uuid'));
    const page = pageOf(rows, query.limit);
    const balances = await this.readModel.balancesOf(page.items.map((u) => u.id));
    return {
      items: page.items.map((row) => adminUserView(row, balances.get(row.id) ?? 0)),
      nextCursor: page.nextCursor,
    };
  }

  async transactions(query: AdminListQuery): Promise<AdminPage<AdminTransaction>> {
    const page = pageOf(await this.readModel.purchases(this.request(query, 'text')), query.limit);
    return { items: page.items.map(adminTransactionView), nextCursor: page.nextCursor };
  }

  async activity(query: AdminListQuery): Promise<AdminPage<AdminActivity>> {
    const page = pageOf(await this.readModel.activity(this.request(query, 'bigint')), query.limit);
    return { items: page.items.map(adminActivityView), nextCursor: page.nextCursor };
  }

  /** One more row than asked for tells whether a next page exists. */
  private request(query: AdminListQuery, idKind: CursorId) {
    return { limit: query.limit + 1, after: decodeCursor(query.cursor, idKind) };
  }
}

function pageOf<T extends { position: ListPosition }>(
  rows: T[],
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null };
}

/** The `count` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(now.getTime() - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
