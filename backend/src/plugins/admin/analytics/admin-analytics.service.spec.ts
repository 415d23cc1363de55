import {
  type ActivityRow,
  AdminReadModel,
  type ListRequest,
  type ProviderUsage,
  type PurchaseRow,
  type Totals,
  type UserRow,
} from './admin-read-model';
import { AdminAnalyticsService, lastDays } from './admin-analytics.service';
import { encodeCursor } from './list-cursor';

/** The read model over arrays; lists are already newest first. */
class InMemoryReadModel extends AdminReadModel {
  totalsValue: Totals = { totalUsers: 0, activeUsers: 0, revenueCents: 0, paidPurchases: 0 };
  events = new Map<string, number>();
  daily: Array<{ date: string; count: number }> = [];
  visitMinutes: number | null = null;
  ai: ProviderUsage[] = [];
  userRows: UserRow[] = [];
  balances = new Map<string, number>();
  requests: ListRequest[] = [];

  async totals(): Promise<Totals> {
    return this.totalsValue;
  }
  async eventCounts(): Promise<Map<string, number>> {
    return this.events;
  }
  async dailyActiveUsers(fromDay: string): Promise<Array<{ date: string; count: number }>> {
    return this.daily.filter((d) => d.date >= fromDay);
  }
  async averageVisitMinutes(): Promise<number | null> {
    return this.visitMinutes;
  }
  async aiUsageByProvider(): Promise<ProviderUsage[]> {
    return this.ai;
  }
  async users(request: ListRequest): Promise<UserRow[]> {
    this.requests.push(request);
    const start = request.after
      ? this.userRows.findIndex((u) => u.id === request.after?.id) + 1
      : 0;
    return this.userRows.slice(start, start + request.limit);
  }
  async balancesOf(ids: readonly string[]): Promise<Map<string, number>> {
    return new Map(ids.map((id) => [id, this.balances.get(id) ?? 0]));
  }
  async purchases(): Promise<PurchaseRow[]> {
    return [];
  }
  async activity(): Promise<ActivityRow[]> {
    return [];
  }
  async activityById(): Promise<ActivityRow | null> {
    return null;
  }
}

/** A user id as the database makes them (cursors carry it and are checked). */
const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const user = (n: number): UserRow => ({
  id: uid(n),
  email: `u${n}@example.com`,
  firstName: null,
  createdAt: new Date(Date.UTC(2026, 10, 20, 0, 0, n)),
  lastActive: new Date(Date.UTC(2026, 10, 21)),
  position: { createdAt: `2026-11-20 00:00:0${n}+00`, id: uid(n) },
});

describe(AdminAnalyticsService.name, () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('fills the 7 days ending today with zeros where nobody was active', async () => {
    const readModel = new InMemoryReadModel();
    readModel.daily = [
      { date: '2026-11-10', count: 9 },
      { date: '2026-11-18', count: 3 },
      { date: '2026-11-22', count: 5 },
    ];
    const sut = new AdminAnalyticsService(readModel);
    const { dailyActiveUsers } = await sut.analytics(now);
    expect(dailyActiveUsers.map((d) => d.date)).toEqual(lastDays(now, 7));
    expect(dailyActiveUsers.map((d) => d.count)).toEqual([0, 0, 3, 0, 0, 0, 5]);
  });

  it('turns cents into euros, maps Anthropic to claude and divides the AI cost by the users', async () => {
    const readModel = new InMemoryReadModel();
    readModel.totalsValue = { totalUsers: 4, activeUsers: 3, revenueCents: 1798, paidPurchases: 2 };
    readModel.events = new Map([
      ['chat', 7],
      ['question', 2],
    ]);
    readModel.ai = [
      { provider: 'openai', calls: 3, costUsd: 0.3 },
      { provider: 'anthropic', calls: 1, costUsd: 0.1 },
      { provider: 'offline', calls: 50, costUsd: 0 },
    ];
    readModel.visitMinutes = 12.345;
    const sut = new AdminAnalyticsService(readModel);
    expect(await sut.analytics(now)).toMatchObject({
      totalUsers: 4,
      activeUsers: 3,
      totalRevenue: 17.98,
      transactionCount: 2,
      featureUsage: { chat: 7, voice: 0, groups: 0, agents: 0, questions: 2 },
      avgSessionTime: 12.3,
      apiUsage: { openai: { cost: 0.3, posts: 3 }, claude: { cost: 0.1, posts: 1 } },
      aiCostPerUser: 0.1,
    });
  });

  it('asks for one row more than the page and hands out a cursor only when more exist', async () => {
    const readModel = new InMemoryReadModel();
    readModel.userRows = [1, 2, 3].map(user);
    readModel.balances.set(uid(1), 42);
    const sut = new AdminAnalyticsService(readModel);
    const first = await sut.users({ limit: 2 });
    expect(readModel.requests[0]).toEqual({ limit: 3, after: null });
    expect(first.items.map((u) => [u.id, u.credits])).toEqual([
      [uid(1), 42],
      [uid(2), 0],
    ]);
    expect(first.nextCursor).toBe(encodeCursor(user(2).position));
    const second = await sut.users({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((u) => u.id)).toEqual([uid(3)]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not make', async () => {
    const sut = new AdminAnalyticsService(new InMemoryReadModel());
    await expect(sut.users({ limit: 2, cursor: 'bm9wZQ' })).rejects.toThrow(
      'cursor: Invalid cursor',
    );
  });
});
