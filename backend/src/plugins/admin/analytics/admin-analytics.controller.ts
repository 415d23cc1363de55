import {
  type AdminActivity,
  type AdminAnalytics,
  type AdminListQuery,
  AdminListQuerySchema,
  type AdminPage,
  type AdminTransaction,
  type AdminUser,
} from '@agora/contracts';
import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../../core/auth/admin.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { AdminAnalyticsService } from './admin-analytics.service';

/** Spec 02 §7 admin calls: 401 signed out, 403 for anyone but the site admin. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class AdminAnalyticsController {
  constructor(private readonly analytics: AdminAnalyticsService) {}

  @Get('analytics')
  overview(): Promise<AdminAnalytics> {
    return this.analytics.analytics();
  }

  @Get('users')
  users(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminUser>> {
    return this.analytics.users(query);
  }

  @Get('transactions')
  transactions(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminTransaction>> {
    return this.analytics.transactions(query);
  }

  @Get('activity')
  activity(
    @Query(new ZodPipe(AdminListQuerySchema)) query: AdminListQuery,
  ): Promise<AdminPage<AdminActivity>> {
    return this.analytics.activity(query);
  }
}
