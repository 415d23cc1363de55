import type { AdminActivity, AdminAnalytics } from '../api/admin-types';

export const ACTIVE_WINDOW_DAYS = 7;
export const DEFAULT_SESSION_TIME = '12m';
export const FEATURE_KEYS = ['chat', 'voice', 'groups', 'agents', 'questions'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export interface AdminSummary {
  totalUsers: number;
  /** active in the last 7 days */
  activeUsers: number;
  /** succeeded purchases: cents / 100, in euros */
  totalRevenue: number;
  transactionCount: number;
  /** activeUsers / totalUsers, in percent (0 when there are no users) */
  weeklyActiveRate: number;
  revenuePerUser: number;
}

/** The stat cards and overview numbers, from the server's totals. */
export function summarize(analytics: AdminAnalytics): AdminSummary {
  const { totalUsers, activeUsers, totalRevenue, transactionCount } = analytics;
  return {
    totalUsers,
    activeUsers,
    totalRevenue,
    transactionCount,
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

/** Minutes of the average visit; the spec's 12m when no visit was recorded. */
export function sessionTime(analytics: AdminAnalytics | undefined): string {
  const value = analytics?.avgSessionTime;
  return typeof value === 'number' && Number.isFinite(value)
    ? `${Math.round(value)}m`
    : DEFAULT_SESSION_TIME;
}

export interface AiCosts {
  providers: Array<{ provider: 'openai' | 'claude'; cost: number; requests: number }>;
  total: number;
  perUser: number;
}

export function aiCosts(analytics: AdminAnalytics | undefined): AiCosts {
  const providers = (['openai', 'claude'] as const).map((provider) => ({
    provider,
    cost: analytics?.apiUsage?.[provider]?.cost ?? 0,
    requests: analytics?.apiUsage?.[provider]?.posts ?? 0,
  }));
  const total = providers.reduce((sum, p) => sum + p.cost, 0);
  return { providers, total, perUser: analytics?.aiCostPerUser ?? 0 };
}

const activityTime = (a: AdminActivity) => Date.parse(a.timestamp) || 0;

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
