import type { AdminActivity, AdminAnalytics, AdminTransaction, AdminUser } from '@agora/contracts';
import { http, HttpResponse } from 'msw';

/** What the admin server holds in a test; tests read and change it directly. */
export interface AdminStore {
  users: AdminUser[];
  transactions: AdminTransaction[];
  activity: AdminActivity[];
  analytics: AdminAnalytics;
  /** GET /api/admin/analytics answers 500 while set. */
  failAnalytics: boolean;
  /** Every request as `METHOD /path`. */
  requests: string[];
}

const recent = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();

/** Two users (Ada active), a paid and a pending purchase, a chat and a purchase in the feed. */
export function createAdminStore(initial: Partial<AdminStore> = {}): AdminStore {
  return {
    users: [
      {
        id: 'u-1',
        email: 'ada@example.com',
        firstName: 'Ada',
        credits: 120,
        createdAt: longAgo,
        lastActive: recent,
      },
    ],
    transactions: [
      {
        id: 't-1',
        userId: 'u-1',
        credits: 500,
        amount: 499,
        status: 'succeeded',
        createdAt: recent,
      },
      { id: 't-2', userId: 'u-2', credits: 100, amount: 199, status: 'pending', createdAt: recent },
    ],
    activity: [
      {
        id: '1',
        type: 'chat',
        action: 'Started a chat',
        details: 'Socrates',
        userName: 'Ada',
        userId: 'u-1',
        amount: null,
        timestamp: recent,
        createdAt: recent,
      },
      {
        id: '2',
        type: 'purchase',
        action: 'Bought credits',
        details: '60 credits',
        userName: 'Carl',
        userId: 'u-2',
        amount: 1299,
        timestamp: longAgo,
        createdAt: longAgo,
      },
    ],
    analytics: {
      totalUsers: 2,
      activeUsers: 1,
      totalRevenue: 6.98,
      transactionCount: 2,
      featureUsage: { chat: 12, voice: 3, groups: 2, agents: 1, questions: 9 },
      dailyActiveUsers: [{ date: '2026-11-20', count: 4 }],
      avgSessionTime: 7,
      apiUsage: { openai: { cost: 2, posts: 40 }, claude: { cost: 0, posts: 0 } },
      aiCostPerUser: 1,
    },
    failAnalytics: false,
    requests: [],
    ...initial,
  };
}

/** msw handlers answering like the server over `store` (use with `setupMockApi` from @agora/ui/testing). */
export function adminHandlers(store: AdminStore) {
  const record = (request: Request) =>
    store.requests.push(`${request.method} ${new URL(request.url).pathname}`);
  const page = <T>(items: T[]) => HttpResponse.json({ items, nextCursor: null });
  return [
    http.get('/api/admin/users', ({ request }) => (record(request), page(store.users))),
    http.get(
      '/api/admin/transactions',
      ({ request }) => (record(request), page(store.transactions)),
    ),
    http.get('/api/admin/activity', ({ request }) => (record(request), page(store.activity))),
    http.get('/api/admin/analytics', ({ request }) => {
      record(request);
      return store.failAnalytics
        ? HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 })
        : HttpResponse.json(store.analytics);
    }),
  ];
}
