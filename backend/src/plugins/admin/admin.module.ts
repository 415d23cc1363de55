import { Module } from '@nestjs/common';
import { AdminAccountService } from './accounts/admin-account.service';
import { AdminAccountsRepository } from './accounts/admin-accounts.repository';
import { TypeOrmAdminAccountsRepository } from './accounts/typeorm-admin-accounts.repository';
import { AdminAnalyticsController } from './analytics/admin-analytics.controller';
import { AdminAnalyticsService } from './analytics/admin-analytics.service';
import { AdminReadModel } from './analytics/admin-read-model';
import { SqlAdminReadModel } from './analytics/sql-admin-read-model';
import { AdminLiveFeed } from './live/admin-live-feed';
import { AdminRoom } from './live/admin-room';

/**
 * The site admin's analytics (spec 02 §2 admin): read-only views over users, purchases, activity,
 * visits and AI calls; the admin-only live room; the operator's `admin:create`.
 */
@Module({
  controllers: [AdminAnalyticsController],
  providers: [
    { provide: AdminReadModel, useClass: SqlAdminReadModel },
    { provide: AdminAccountsRepository, useClass: TypeOrmAdminAccountsRepository },
    AdminAnalyticsService,
    AdminAccountService,
    AdminRoom,
    AdminLiveFeed,
  ],
  exports: [AdminAnalyticsService, AdminAccountService],
})
export class AdminModule {}
