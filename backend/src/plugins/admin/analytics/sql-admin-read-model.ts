import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type ActivityRow,
  AdminReadModel,
  type ListRequest,
  type ProviderUsage,
  type PurchaseRow,
  type Totals,
  type UserRow,
} from './admin-read-model';

/**
 * Newest-first keyset paging: `$1` is the limit; after a position, rows strictly older than it.
 * Positions carry `"createdAt"::text`, which keeps the microseconds a JS Date would drop.
 */
function keyset(
  request: ListRequest,
  alias: string,
  id: string,
  idCast: string,
): { where: string; params: unknown[] } {
  if (!request.after) return { where: '', params: [request.limit] };
  return {
    where: `WHERE (${alias}."createdAt", ${alias}."${id}") < ($2::timestamptz, $3::${idCast})`,
    params: [request.limit, request.after.createdAt, request.after.id],
  };
}

@Injectable()
export class SqlAdminReadModel extends AdminReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async totals(activeSince: Date): Promise<Totals> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM "users")::int AS "totalUsers",
         (SELECT count(*) FROM "users" WHERE "lastActive" >= $1)::int AS "activeUsers",
         (SELECT coalesce(sum("amountCents"), 0) FROM "credit_purchases"
           WHERE "status" = 'succeeded')::float8 AS "revenueCents",
         (SELECT count(*) FROM "credit_purchases" WHERE "status" = 'succeeded')::int AS "paidPurchases"`,
      [activeSince],
    );
    return row as Totals;
  }

  async eventCounts(types: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ type: string; events: number }> = await this.dataSource.query(
      `SELECT "type", sum("events")::int AS "events" FROM "activity_daily"
       WHERE "type" = ANY($1) GROUP BY "type"`,
      [types],
    );
    return new Map(rows.map((r) => [r.type, r.events]));
  }

  dailyActiveUsers(fromDay: string): Promise<Array<{ date: string; count: number }>> {
    return this.dataSource.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "date", count(*)::int AS "count"
       FROM "user_active_days" WHERE "day" >= $1::date
       GROUP BY "day" ORDER BY "day"`,
      [fromDay],
    );
  }

  async averageVisitMinutes(since: Date): Promise<number | null> {
    const [row] = await this.dataSource.query(
      `SELECT (avg(extract(epoch FROM "lastSeenAt" - "startedAt")) / 60)::float8 AS "minutes"
       FROM "user_visits" WHERE "startedAt" >= $1`,
      [since],
    );
    return (row?.minutes as number | null) ?? null;
  }

  aiUsageByProvider(): Promise<ProviderUsage[]> {
    return this.dataSource.query(
      `SELECT "provider", sum("calls")::int AS "calls", sum("costUsd")::float8 AS "costUsd"
       FROM "ai_usage_daily" GROUP BY "provider"`,
    );
  }

  async users(request: ListRequest): Promise<UserRow[]> {
    const { where, params } = keyset(request, 'u', 'id', 'uuid');
    const rows: Array<UserRow & { cursorAt: string }> = await this.dataSource.query(
      `SELECT u."id", u."email", u."firstName", u."createdAt", u."lastActive",
              u."createdAt"::text AS "cursorAt"
       FROM "users" u ${where}
       ORDER BY u."createdAt" DESC, u."id" DESC LIMIT $1`,
      params,
    );
    return rows.map(({ cursorAt, ...row }) => ({
      ...row,
      position: { createdAt: cursorAt, id: row.id },
    }));
  }

  async balancesOf(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ id: string; credits: number }> = await this.dataSource.query(
      `SELECT u."id", COALESCE(b."balance", 0) AS "credits"
         FROM "users" u LEFT JOIN "credit_balances" b ON b."userId" = u."id"
        WHERE u."id" = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.id, r.credits]));
  }

  async purchases(request: ListRequest): Promise<PurchaseRow[]> {
    const { where, params } = keyset(request, 'p', 'sessionId', 'varchar');
    const rows: Array<Omit<PurchaseRow, 'position'> & { cursorAt: string }> =
      await this.dataSource.query(
        `SELECT p."sessionId", p."userId", p."credits", p."amountCents", p."status", p."createdAt",
                p."createdAt"::text AS "cursorAt"
         FROM "credit_purchases" p ${where}
         ORDER BY p."createdAt" DESC, p."sessionId" DESC LIMIT $1`,
        params,
      );
    return rows.map(({ cursorAt, ...row }) => ({
      ...row,
      position: { createdAt: cursorAt, id: row.sessionId },
    }));
  }

  async activity(request: ListRequest): Promise<ActivityRow[]> {
    const { where, params } = keyset(request, 'e', 'id', 'bigint');
    const rows: Array<Omit<ActivityRow, 'position'> & { cursorAt: string }> =
      await this.dataSource.query(
        `${ACTIVITY_SELECT} ${where}
         ORDER BY e."createdAt" DESC, e."id" DESC LIMIT $1`,
        params,
      );
    return rows.map(({ cursorAt, ...row }) => ({
      ...row,
      position: { createdAt: cursorAt, id: row.id },
    }));
  }

  async activityById(id: string): Promise<ActivityRow | null> {
    const [row]: Array<Omit<ActivityRow, 'position'> & { cursorAt: string }> =
      await this.dataSource.query(`${ACTIVITY_SELECT} WHERE e."id" = $1::bigint`, [id]);
    if (!row) return null;
    const { cursorAt, ...rest } = row;
    return { ...rest, position: { createdAt: cursorAt, id: rest.id } };
  }
}

const ACTIVITY_SELECT = `
  SELECT e."id"::text AS "id", e."userId", e."type", e."action", e."details", e."amountCents",
         e."createdAt", e."createdAt"::text AS "cursorAt",
         coalesce(u."firstName", split_part(u."email", '@', 1)) AS "userName"
  FROM "activity_events" e LEFT JOIN "users" u ON u."id" = e."userId"`;
