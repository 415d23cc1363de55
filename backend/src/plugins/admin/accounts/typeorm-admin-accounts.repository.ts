import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminAccountsRepository } from './admin-accounts.repository';

@Injectable()
export class TypeOrmAdminAccountsRepository extends AdminAccountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async resetPassword(userId: string, passwordHash: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "users" SET "passwordHash" = $2, "emailVerifiedAt" = coalesce("emailVerifiedAt", now())
       WHERE "id" = $1`,
      [userId, passwordHash],
    );
  }

  async endSessions(userId: string): Promise<string[]> {
    // connect-pg-simple's table: the session JSON holds the signed-in user's id.
    const result: [Array<{ sid: string }>, number] = await this.dataSource.query(
      `DELETE FROM "session" WHERE "sess"->>'userId' = $1 RETURNING "sid"`,
      [userId],
    );
    return result[0].map((row) => row.sid);
  }
}
