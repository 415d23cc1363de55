import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
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
  reactedPostIdsSchema,
  reactedPostSchema,
  type ReactionsPageQuery,
  reactionsPageQuerySchema,
  saveResultSchema,
} from '@agora/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { type ReactedPostsPage, ReactionsService } from './reactions.service';

const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The spec's array of posts, with the next page's cursor in `X-Next-Cursor` (absent on the last). */
function sendPage(res: Response, page: ReactedPostsPage): ReactedPost[] {
  if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** Likes, saves, activity and profile stats: signed-in users only, each sees only their own. */
@Controller('api')
@UseGuards(SignedInGuard)
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  /** At most REACTIONS_PER_USER_MAX likes per account (409 past it). */
  @Post('posts/:id/like')
  @ApiReturns(likeResultSchema)
  @ApiErrors(409)
  @HttpCode(200)
  like(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ liked: boolean }> {
    return this.reactions.like(user.id, params.id, body);
  }

  /** At most REACTIONS_PER_USER_MAX saves per account (409 past it). */
  @Post('posts/:id/save')
  @ApiReturns(saveResultSchema)
  @ApiErrors(409)
  @HttpCode(200)
  save(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(explorePostIdParamSchema)) params: { id: string },
    @Body(new ZodPipe(postReactionBodySchema)) body: PostReactionBody,
  ): Promise<{ saved: boolean }> {
    return this.reactions.save(user.id, params.id, body);
  }

  @Get('user/likes')
  @ApiReturns(
    z.array(reactedPostSchema),
    "A page of the liked posts, newest first; the next page's cursor is in X-Next-Cursor",
  )
  async likes(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(reactionsPageQuerySchema)) query: ReactionsPageQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReactedPost[]> {
    return sendPage(res, await this.reactions.page('like', user.id, query));
  }

  @Get('user/likes/ids')
  @ApiReturns(reactedPostIdsSchema, 'The ids of every liked post, newest first')
  likedIds(@CurrentUser() user: AuthUser): Promise<string[]> {
    return this.reactions.postIds('like', user.id);
  }

  @Get('user/saves')
  @ApiReturns(
    z.array(reactedPostSchema),
    "A page of the saved posts, newest first; the next page's cursor is in X-Next-Cursor",
  )
  async saves(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(reactionsPageQuerySchema)) query: ReactionsPageQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReactedPost[]> {
    return sendPage(res, await this.reactions.page('save', user.id, query));
  }

  @Get('user/saves/ids')
  @ApiReturns(reactedPostIdsSchema, 'The ids of every saved post, newest first')
  savedIds(@CurrentUser() user: AuthUser): Promise<string[]> {
    return this.reactions.postIds('save', user.id);
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
