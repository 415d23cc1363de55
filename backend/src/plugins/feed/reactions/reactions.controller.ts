import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  type ActivityItem,
  activityItemSchema,
  explorePostIdParamSchema,
  likeResultSchema,
  type PostReactionBody,
  postReactionBodySchema,
  type ProfileStatsResponse,
  profileStatsResponseSchema,
  type ReactedPost,
  reactedPostSchema,
  saveResultSchema,
} from '@agora/contracts';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { ReactionsService } from './reactions.service';

/** Likes, saves, activity and profile stats: signed-in users only, each sees only their own. */
@Controller('api')
@UseGuards(SignedInGuard)
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Post('posts/:id/like')
  @ApiReturns(likeResultSchema)
  @HttpCode(200)
  like(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ liked: boolean }> {
    return this.reactions.like(user.id, params.id, body);
  }

  @Post('posts/:id/save')
  @ApiReturns(saveResultSchema)
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ saved: boolean }> {
    return this.reactions.save(user.id, params.id, body);
  }

  @Get('user/likes')
  @ApiReturns(z.array(reactedPostSchema))
  likes(@CurrentUser() user: AuthUser): Promise<ReactedPost[]> {
    return this.reactions.list('like', user.id);
  }

  @Get('user/saves')
  @ApiReturns(z.array(reactedPostSchema))
  saves(@CurrentUser() user: AuthUser): Promise<ReactedPost[]> {
    return this.reactions.list('save', user.id);
  }

  @Get('activity')
  @ApiReturns(z.array(activityItemSchema))
  activity(@CurrentUser() user: AuthUser): Promise<ActivityItem[]> {
    return this.reactions.activity(user.id);
  }

  @Get('user/profile')
  @ApiReturns(profileStatsResponseSchema)
  profile(@CurrentUser() user: AuthUser): Promise<ProfileStatsResponse> {
    return this.reactions.profile(user.id);
  }
}
