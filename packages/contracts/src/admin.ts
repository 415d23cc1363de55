import { z } from 'zod';

import { ADMIN_LIST_DEFAULT, ADMIN_LIST_MAX } from './admin-constants';

export * from './admin-constants';

/** `?limit=&cursor=` of the admin lists; the cursor is the opaque `nextCursor` of the page before. */
export const AdminListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX).default(ADMIN_LIST_DEFAULT),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')
    .optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export interface AdminPage<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
/** The schema of one page of an admin list of `item`. */
export const adminPageSchema = <T>(item: z.ZodType<T>): z.ZodType<AdminPage<T>> =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  credits: z.number().int(),
  createdAt: z.string(),
  lastActive: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminTransactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  credits: z.number().int(),
  /** Euro cents. */
  amount: z.number().int(),
  /** 'succeeded', or the checkout's state while it is not paid ('pending', 'expired'). */
  status: z.string(),
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

export const ADMIN_ACTIVITY_TYPES = [
  'signup',
  'chat',
  'voice',
  'group',
  'agent',
  'question',
  'like',
  'save',
  'purchase',
] as const;
export type AdminActivityType = (typeof ADMIN_ACTIVITY_TYPES)[number];

export const AdminActivitySchema = z.object({
  id: z.string(),
  type: z.string(),
  action: z.string(),
  details: z.string(),
  userName: z.string().nullable(),
  userId: z.string().nullable(),
  /** Euro cents, for purchases. */
  amount: z.number().int().nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

const ProviderUsageSchema = z.object({
  /** USD. */
  cost: z.number(),
  /** Number of calls. */
  posts: z.number().int(),
});

export const AdminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  /** Users with activity in the last 7 days. */
  activeUsers: z.number().int(),
  /** Succeeded purchases, in euros (cents / 100). */
  totalRevenue: z.number(),
  /** Succeeded purchases. */
  transactionCount: z.number().int(),
  featureUsage: z.object({
    chat: z.number().int(),
    voice: z.number().int(),
    groups: z.number().int(),
    agents: z.number().int(),
    questions: z.number().int(),
  }),
  /** The last 7 days (UTC), oldest first, days without activity as 0. */
  dailyActiveUsers: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Minutes; null when no visit was recorded in the last 7 days. */
  avgSessionTime: z.number().nullable(),
  apiUsage: z.object({ openai: ProviderUsageSchema, claude: ProviderUsageSchema }),
  /** USD of all AI calls / total users. */
  aiCostPerUser: z.number(),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;
