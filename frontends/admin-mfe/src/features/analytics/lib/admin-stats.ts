import type {
  AdminActivity,
  AdminAnalytics,
  AdminTransaction,
  AdminUser,
} from '../api/admin-types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACTIVE_WINDOW_DAYS = 7;
export const DEFAULT_SESSION_TIME = '12m';
export const FEATURE_KEYS = ['chat', 'voice', 'groups', 'agents', 'questions'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export interface AdminSummary {
  totalUsers: number;
  /** active in the last 7 days */
  activeUsers: number;
  /** sum of transaction amounts (cents) / 100, in euros */
  totalRevenue: number;
  transactionCount: number;
  /** activeUsers / totalUsers, in percent (0 when there are no users) */
  weeklyActiveRate: number;
  revenuePerUser: number;
}

export function summarize(
  users: AdminUser[],
  transactions: AdminTransaction[],
  now = Date.now(),
): AdminSummary {
  const totalUsers = users.length;
  const activeUsers = users.filter((user) => {
    const last = user.lastActive ? Date.parse(user.lastActive) : NaN;
    return Number.isFinite(last) && now - last <= ACTIVE_WINDOW_DAYS * DAY_MS;
  }).length;
  const totalRevenue =
    transactions.reduce((sum, t) => sum + (Number.isFinite(t.amount) ? t.amount : 0), 0) / 100;
  return {
    totalUsers,
    activeUsers,
    totalRevenue,
    transactionCount: transactions.length,
    weeklyActiveRate: totalUsers === 0 ? 0 : Math.round((activeUsers / totalUsers) * 100),
    revenuePerUser: totalUsers === 0 ? 0 : totalRevenue / totalUsers,
  };
}

export function featureUsage(
  analytics: AdminAnalytics | undefined,
): Array<{ key: FeatureKey; value: number }> {
  return FEATURE_KEYS.map((key) => ({ key, value: analytics?.featureUsage?.[key] ?? 0 }));
}

/** The last 7 entries of the daily active users series. */
export function lastWeekOfActiveUsers(
  analytics: AdminAnalytics | undefined,
): Array<{ date: string; count: number }> {
  return (analytics?.dailyActiveUsers ?? []).slice(-ACTIVE_WINDOW_DAYS);
}

export function sessionTime(analytics: AdminAnalytics | undefined): string {
  const value = analytics?.avgSessionTime;
  if (typeof value === 'number' && Number.isFinite(value)) return `${Math.round(value)}m`;
  return typeof value === 'string' && value.trim() ? value : DEFAULT_SESSION_TIME;
}

export interface AiCosts {
  providers: Array<{ provider: 'openai' | 'claude'; cost: number; requests: number }>;
  total: number;
  perUser: number;
}

export function aiCosts(analytics: AdminAnalytics | undefined, totalUsers: number): AiCosts {
  const providers = (['openai', 'claude'] as const).map((provider) => ({
    provider,
    cost: analytics?.apiUsage?.[provider]?.cost ?? 0,
    requests: analytics?.apiUsage?.[provider]?.posts ?? 0,
  }));
  const total = providers.reduce((sum, p) => sum + p.cost, 0);
  return { providers, total, perUser: totalUsers === 0 ? 0 : total / totalUsers };
}

const activityTime = (a: AdminActivity) => Date.parse(a.timestamp ?? a.createdAt ?? '') || 0;

/** Newest first, at most `limit`. */
export function latestActivity(activity: AdminActivity[], limit: number): AdminActivity[] {
  return [...activity].sort((a, b) => activityTime(b) - activityTime(a)).slice(0, limit);
}

export function formatEuros(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
}

export function formatDate(
  value: string | undefined | null,
  locale: string,
  withTime = false,
): string {
  const time = value ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) return '—';
  return new Intl.DateTimeFormat(
    locale,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(time);
}
