import {
  type AgentFeedGenerated,
  AgentFeedGeneratedSchema,
  type AgentFeedOptions,
  type AgentFeedPage,
  AgentFeedPageSchema,
  type AgentFeedQuery,
  AgentFeedQuerySchema,
  AgentFeedRequestSchema,
  AI_AGENTS_MIN_CREDITS,
  likeResultSchema,
  saveResultSchema,
} from '@agora/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { type IdParam, UuidIdParam } from '../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../core/http/zod.pipe';
import { ApiErrors } from '../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { AgentsService } from './agents.service';
import { RequireCredits } from './credits';

const FeedIdParamSchema = z.object({ feedId: z.uuid() });

/** Spec 02 §7 agent calls; every route needs a signed-in user holding at least 5 credits. */
@Controller('api/agent-feed')
@RequireCredits(AI_AGENTS_MIN_CREDITS)
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Post('generate')
  @ApiReturns(AgentFeedGeneratedSchema)
  @ApiErrors(402, 409, 502)
  @HttpCode(200)
  generate(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(AgentFeedRequestSchema)) body: AgentFeedOptions,
  ): Promise<AgentFeedGenerated> {
    return this.agents.generate(user, body);
  }

  @Get()
  @ApiReturns(AgentFeedPageSchema)
  list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AgentFeedQuerySchema)) query: AgentFeedQuery,
  ): Promise<AgentFeedPage> {
    return this.agents.page(user, query);
  }

  @Get(':feedId')
  @ApiReturns(AgentFeedPageSchema)
  feed(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(FeedIdParamSchema)) { feedId }: { feedId: string },
    @Query(new ZodPipe(AgentFeedQuerySchema.omit({ feedId: true })))
    query: Omit<AgentFeedQuery, 'feedId'>,
  ): Promise<AgentFeedPage> {
    return this.agents.page(user, { ...query, feedId });
  }

  @Post('posts/:id/like')
  @ApiReturns(likeResultSchema)
  @HttpCode(200)
  async like(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam) {
    return { liked: await this.agents.toggle(user, id, 'liked') };
  }

  @Post('posts/:id/save')
  @ApiReturns(saveResultSchema)
  @HttpCode(200)
  async save(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam) {
    return { saved: await this.agents.toggle(user, id, 'saved') };
  }
}
