/** Keyset position in a newest-first list: the last row's exact `createdAt` (as PostgreSQL text) and id. */
export interface ListPosition {
  createdAt: string;
  id: string;
}

export interface ListRequest {
  limit: number;
  after: ListPosition | null;
}

export interface Totals {
  totalUsers: number;
  activeUsers: number;
  revenueCents: number;
  paidPurchases: number;
}

export interface UserRow {
  id: string;
  email: string | null;
  firstName: string | null;
  createdAt: Date;
  lastActive: Date;
  position: ListPosition;
}

export interface PurchaseRow {
  sessionId: string;
  userId: string;
  credits: number;
  amountCents: number;
  status: string;
  createdAt: Date;
  position: ListPosition;
}

export interface ActivityRow {
  id: string;
  userId: string | null;
  userName: string | null;
  type: string;
  action: string;
  details: string;
  amountCents: number | null;
  createdAt: Date;
  position: ListPosition;
}

export interface ProviderUsage {
  provider: string;
  calls: number;
  costUsd: number;
}

/**
 * Port: every read the admin makes, each one query answered from indexes or maintained rollups
 * (never a loop over rows). No rules here: windows and limits come from the service.
 */
export abstract class AdminReadModel {
  abstract totals(activeSince: Date): Promise<Totals>;
  /** Events recorded so far per activity type. */
  abstract eventCounts(types: readonly string[]): Promise<Map<string, number>>;
  /** Distinct active users per UTC day from `fromDay` (YYYY-MM-DD) on; days without any are absent. */
  abstract dailyActiveUsers(fromDay: string): Promise<Array<{ date: string; count: number }>>;
  /** Mean length in minutes of the visits started since `since`; null when there were none. */
  abstract averageVisitMinutes(since: Date): Promise<number | null>;
  abstract aiUsageByProvider(): Promise<ProviderUsage[]>;
  abstract users(request: ListRequest): Promise<UserRow[]>;
  /** Current balances. The one place the admin reads a balance (it is moving to a credits-owned table). */
  abstract balancesOf(userIds: readonly string[]): Promise<Map<string, number>>;
  abstract purchases(request: ListRequest): Promise<PurchaseRow[]>;
  abstract activity(request: ListRequest): Promise<ActivityRow[]>;
  abstract activityById(id: string): Promise<ActivityRow | null>;
}
