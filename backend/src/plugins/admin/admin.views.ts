import type { AdminActivity, AdminTransaction, AdminUser } from '@agora/contracts';
import type { ActivityRow, PurchaseRow, UserRow } from './analytics/admin-read-model';

export function adminUserView(row: UserRow, credits: number): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    credits,
    createdAt: new Date(row.createdAt).toISOString(),
    lastActive: new Date(row.lastActive).toISOString(),
  };
}

export function adminTransactionView(row: PurchaseRow): AdminTransaction {
  return {
    id: row.sessionId,
    userId: row.userId,
    credits: row.credits,
    amount: row.amountCents,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function adminActivityView(row: ActivityRow): AdminActivity {
  const at = new Date(row.createdAt).toISOString();
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    details: row.details,
    userName: row.userName,
    userId: row.userId,
    amount: row.amountCents,
    timestamp: at,
    createdAt: at,
  };
}
