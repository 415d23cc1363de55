export { AdminModule } from './admin.module';
export { AdminAnalyticsService } from './analytics/admin-analytics.service';
export { AdminAccountService, type AdminAccountResult } from './accounts/admin-account.service';
