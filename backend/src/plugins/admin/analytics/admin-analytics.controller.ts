import {
  type AdminActivity,
  AdminActivitySchema,
  type AdminAnalytics,
  AdminAnalyticsSchema,
  type AdminListQuery,
  AdminListQuerySchema,
  type AdminPage,
  adminPageSchema,
  type AdminTransaction,
  AdminTransactionSchema,
  type AdminUser,
  AdminUserSchema,
} from '@agora/contracts';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../../core/auth/admin.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { AdminAnalyticsService } from './admin-analytics.service';

/** Spec 02 §7 admin calls: 401 signed out, 403 for anyone but the site admin. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminAnalyticsController {
  constructor(private readonly analytics: AdminAnalyticsService) {}

  @Get('analytics')
  @ApiReturns(AdminAnalyticsSchema)
  overview(): Promise<AdminAnalytics> {
    return this.analytics.analytics();
  }

  @Get('users')
  @ApiReturns(adminPageSchema(AdminUserSchema))
  users(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminUser>> {
    return this.analytics.users(query);
  }

  @Get('transactions')
  @ApiReturns(adminPageSchema(AdminTransactionSchema))
  transactions(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminTransaction>> {
    return this.analytics.transactions(query);
  }

  @Get('activity')
  @ApiReturns(adminPageSchema(AdminActivitySchema))
  activity(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminActivity>> {
    return this.analytics.activity(query);
  }
}
