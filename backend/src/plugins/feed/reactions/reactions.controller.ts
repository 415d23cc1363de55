import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  type ActivityItem,
  explorePostIdParamSchema,
  type PostReactionBody,
  postReactionBodySchema,
  type ProfileStatsResponse,
  type ReactedPost,
} from '@agora/contracts';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ReactionsService } from './reactions.service';

/** Likes, saves, activity and profile stats: signed-in users only, each sees only their own. */
@Controller('api')
@UseGuards(SignedInGuard)
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Post('posts/:id/like')
  @HttpCode(200)
  like(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ liked: boolean }> {
    return this.reactions.like(user.id, params.id, body);
  }

  @Post('posts/:id/save')
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ saved: boolean }> {
    return this.reactions.save(user.id, params.id, body);
  }

  @Get('user/likes')
  likes(@CurrentUser() user: AuthUser): Promise<ReactedPost[]> {
    return this.reactions.list('like', user.id);
  }

  @Get('user/saves')
  saves(@CurrentUser() user: AuthUser): Promise<ReactedPost[]> {
    return this.reactions.list('save', user.id);
  }

  @Get('activity')
  activity(@CurrentUser() user: AuthUser): Promise<ActivityItem[]> {
    return this.reactions.activity(user.id);
  }

  @Get('user/profile')
  profile(@CurrentUser() user: AuthUser): Promise<ProfileStatsResponse> {
    return this.reactions.profile(user.id);
  }
}
