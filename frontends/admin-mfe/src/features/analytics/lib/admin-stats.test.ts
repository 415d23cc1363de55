import { describe, expect, it } from 'vitest';
import type { AdminActivity, AdminAnalytics } from '../api/admin-types';
import {
  aiCosts,
  latestActivity,
  lastWeekOfActiveUsers,
  sessionTime,
  summarize,
} from './admin-stats';

const analytics = (over: Partial<AdminAnalytics> = {}): AdminAnalytics => ({
  totalUsers: 4,
  activeUsers: 3,
  totalRevenue: 17.98,
  transactionCount: 2,
  featureUsage: { chat: 1, voice: 0, groups: 0, agents: 0, questions: 2 },
  dailyActiveUsers: [],
  avgSessionTime: null,
  apiUsage: { openai: { cost: 0.3, posts: 3 }, claude: { cost: 0.1, posts: 1 } },
  aiCostPerUser: 0.1,
  ...over,
});

const activity = (id: string, timestamp: string): AdminActivity => ({
  id,
  type: 'chat',
  action: 'Started a chat',
  details: '',
  userName: 'Ada',
  userId: 'u1',
  amount: null,
  timestamp,
  createdAt: timestamp,
});

describe(summarize.name, () => {
  it('takes the totals from the server and derives the weekly rate and revenue per user', () => {
    expect(summarize(analytics())).toEqual({
      totalUsers: 4,
      activeUsers: 3,
      totalRevenue: 17.98,
      transactionCount: 2,
      weeklyActiveRate: 75,
      revenuePerUser: 4.495,
    });
  });

  it('answers 0 rates when there are no users', () => {
    const empty = summarize(analytics({ totalUsers: 0, activeUsers: 0, totalRevenue: 0 }));
    expect(empty.weeklyActiveRate).toBe(0);
    expect(empty.revenuePerUser).toBe(0);
  });
});

describe(lastWeekOfActiveUsers.name, () => {
  it('keeps the last 7 entries', () => {
    const days = Array.from({ length: 9 }, (_, i) => ({ date: `2026-11-${10 + i}`, count: i }));
    expect(lastWeekOfActiveUsers(analytics({ dailyActiveUsers: days }))).toEqual(days.slice(2));
  });
});

describe(sessionTime.name, () => {
  it('rounds minutes and falls back to 12m without visits', () => {
    expect(sessionTime(analytics({ avgSessionTime: 7.6 }))).toBe('8m');
    expect(sessionTime(analytics())).toBe('12m');
  });
});

describe(aiCosts.name, () => {
  it('lists both providers, their total and the per-user cost', () => {
    expect(aiCosts(analytics())).toEqual({
      providers: [
        { provider: 'openai', cost: 0.3, requests: 3 },
        { provider: 'claude', cost: 0.1, requests: 1 },
      ],
      total: 0.4,
      perUser: 0.1,
    });
  });
});

describe(latestActivity.name, () => {
  it('orders newest first and cuts at the limit', () => {
    const items = [
      activity('a', '2026-11-20T10:00:00Z'),
      activity('b', '2026-11-21T10:00:00Z'),
      activity('c', '2026-11-19T10:00:00Z'),
    ];
    expect(latestActivity(items, 2).map((i) => i.id)).toEqual(['b', 'a']);
  });
});
