// The admin endpoints' shapes (spec 02 §3), from the shared contracts (types only: no zod in the bundle).
export type {
  AdminActivity,
  AdminAnalytics,
  AdminPage,
  AdminTransaction,
  AdminUser,
} from '@agora/contracts';
