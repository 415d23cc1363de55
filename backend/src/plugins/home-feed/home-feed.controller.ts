import { Body, Controller, Delete, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import {
  type LanguageCode,
  type CreateHomeFeedPost,
  createHomeFeedPostSchema,
  type GenerateMoreBody,
  type GenerateMoreResult,
  GenerateMoreResultSchema,
  generateMoreSchema,
  homeFeedCursorSchema,
  type HomeFeedConversationPage,
  HomeFeedConversationPageSchema,
  type HomeFeedEarlierReplies,
  type HomeFeedEarlierRepliesQuery,
  homeFeedEarlierRepliesQuerySchema,
  HomeFeedEarlierRepliesSchema,
  type HomeFeedPost,
  HomeFeedPostSchema,
  type LikeToggleResult,
  LikeToggleResultSchema,
} from '@agora/contracts';
import { AiApiKey } from '../../core/auth/ai-api-key.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../core/i18n/request-language';
import { HomeFeedService } from './home-feed.service';

/**
 * Home feed calls of spec 01 §7, plus deleting one's own post and reading a conversation's earlier
 * replies; signed-in users only.
 */
@Controller('api')
@UseGuards(SignedInGuard)
export class HomeFeedController {
  constructor(private readonly homeFeed: HomeFeedService) {}

  @Get('home-feed')
  @ApiReturns(
    HomeFeedConversationPageSchema,
    'Posts newest first, each with the newest replies of its conversation and the count of earlier ones',
  )
  feed(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(homeFeedCursorSchema)) query: { cursor?: string },
    @RequestLanguage() language: LanguageCode,
  ): Promise<HomeFeedConversationPage> {
    return this.homeFeed.feed(user, query.cursor, language);
  }

  @Get('home-feed/posts/:id/earlier-replies')
  @ApiReturns(
    HomeFeedEarlierRepliesSchema,
    "A page of a conversation's replies older than the feed shows (or than the page before), oldest first",
  )
  earlierReplies(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Query(new ZodPipe(homeFeedEarlierRepliesQuerySchema)) query: HomeFeedEarlierRepliesQuery,
    @RequestLanguage() language: LanguageCode,
  ): Promise<HomeFeedEarlierReplies> {
    return this.homeFeed.earlierReplies(user, id, query, language);
  }

  @Post('home-feed/posts')
  @ApiReturns(HomeFeedPostSchema)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(createHomeFeedPostSchema)) body: CreateHomeFeedPost,
  ): Promise<HomeFeedPost> {
    return this.homeFeed.create(user, body);
  }

  @Delete('home-feed/posts/:id')
  @ApiReturns(null, 'Deleted, with its replies')
  @HttpCode(204)
  remove(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<void> {
    return this.homeFeed.remove(user, id);
  }

  @Post('user-posts/:id/like')
  @ApiReturns(LikeToggleResultSchema)
  @HttpCode(200)
  like(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<LikeToggleResult> {
    return this.homeFeed.toggleLike(user, id);
  }

  @Post('home-feed/generate-more')
  @ApiReturns(GenerateMoreResultSchema)
  @HttpCode(200)
  generateMore(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(generateMoreSchema)) body: GenerateMoreBody,
    @AiApiKey() apiKey: string | undefined,
  ): Promise<GenerateMoreResult> {
    return this.homeFeed.generateMore(user, body, apiKey);
  }
}
