import { describe, expect, it } from 'vitest';
import type { AdminTransaction, AdminUser } from '../api/admin-types';
import {
  aiCosts,
  latestActivity,
  lastWeekOfActiveUsers,
  sessionTime,
  summarize,
} from './admin-stats';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW - n * 24 * 60 * 60 * 1000).toISOString();
const user = (id: string, lastActive: string | null): AdminUser => ({
  id,
  email: `${id}@example.com`,
  credits: 10,
  createdAt: daysAgo(30),
  lastActive,
});
const tx = (amount: number): AdminTransaction => ({
  id: String(amount),
  userId: 'a',
  credits: 100,
  amount,
  status: 'succeeded',
  createdAt: daysAgo(1),
});

describe(summarize.name, () => {
  it('counts users active in the last 7 days and sums revenue in euros', () => {
    const sut = summarize(
      [user('a', daysAgo(1)), user('b', daysAgo(6.9)), user('c', daysAgo(8)), user('d', null)],
      [tx(499), tx(1999)],
      NOW,
    );
    expect(sut).toEqual({
      totalUsers: 4,
      activeUsers: 2,
      totalRevenue: 24.98,
      transactionCount: 2,
      weeklyActiveRate: 50,
      revenuePerUser: 6.245,
    });
  });

  it('answers zeros, not NaN, when there are no users', () => {
    expect(summarize([], [], NOW)).toMatchObject({
      weeklyActiveRate: 0,
      revenuePerUser: 0,
      totalRevenue: 0,
    });
  });
});

describe('analytics helpers', () => {
  it('keeps the last 7 daily-active entries', () => {
    const series = Array.from({ length: 10 }, (_, i) => ({ date: `2026-11-${10 + i}`, count: i }));
    expect(lastWeekOfActiveUsers({ dailyActiveUsers: series }).map((d) => d.count)).toEqual([
      3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('defaults the average session time to 12m', () => {
    expect(sessionTime(undefined)).toBe('12m');
    expect(sessionTime({ avgSessionTime: 17.4 })).toBe('17m');
  });

  it('totals AI costs per provider and per user', () => {
    const sut = aiCosts(
      { apiUsage: { openai: { cost: 3, posts: 120 }, claude: { cost: 1.5, posts: 30 } } },
      3,
    );
    expect(sut.total).toBe(4.5);
    expect(sut.perUser).toBe(1.5);
    expect(sut.providers).toEqual([
      { provider: 'openai', cost: 3, requests: 120 },
      { provider: 'claude', cost: 1.5, requests: 30 },
    ]);
  });

  it('lists the newest activity first', () => {
    const sut = latestActivity(
      [
        { action: 'old', timestamp: daysAgo(3) },
        { action: 'new', createdAt: daysAgo(0) },
        { action: 'mid', timestamp: daysAgo(1) },
      ],
      2,
    );
    expect(sut.map((a) => a.action)).toEqual(['new', 'mid']);
  });
});
