import {
  type CreateGroup,
  CreateGroupSchema,
  GROUP_CHATS_MIN_CREDITS,
  type GroupChat,
  GroupChatSchema,
  type GroupMember,
  GroupMemberSchema,
  type GroupSpeech,
  GroupSpeechSchema,
  type JoinGroup,
  type JoinGroupResult,
  JoinGroupResultSchema,
  JoinGroupSchema,
  SuccessSchema,
  type TextToSpeech,
  TextToSpeechSchema,
} from '@agora/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { RequireCredits } from '../../credits';
import { GroupChatsService } from './group-chats.service';

/**
 * Every route needs a signed-in learner holding at least 500 credits (spec 02: "Group chats need
 * at least 500 credits"); the public share lookup lives apart, in `GroupShareController`.
 */
@Controller('api/group-chats')
@RequireCredits(GROUP_CHATS_MIN_CREDITS)
export class GroupChatsController {
  constructor(private readonly groups: GroupChatsService) {}

  @Get()
  @ApiReturns(z.array(GroupChatSchema))
  list(@CurrentUser() user: AuthUser): Promise<GroupChat[]> {
    return this.groups.list(user);
  }

  @Post()
  @ApiReturns(GroupChatSchema)
  @ApiErrors(409)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateGroupSchema)) body: CreateGroup,
  ): Promise<GroupChat> {
    return this.groups.create(user, body);
  }

  @Post('text-to-speech')
  @ApiReturns(GroupSpeechSchema)
  @ApiErrors(402, 409)
  @HttpCode(200)
  speech(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(TextToSpeechSchema)) body: TextToSpeech,
  ): Promise<GroupSpeech> {
    return this.groups.speech(user, body);
  }

  @Get(':id')
  @ApiReturns(GroupChatSchema)
  get(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupChat> {
    return this.groups.get(user, id);
  }

  @Delete(':id')
  @ApiReturns(SuccessSchema)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.groups.remove(user, id);
  }

  @Delete(':id/members/me')
  @ApiReturns(SuccessSchema)
  @ApiErrors(409)
  leave(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<{ success: true }> {
    return this.groups.leave(user, id);
  }

  @Get(':id/members')
  @ApiReturns(z.array(GroupMemberSchema))
  members(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupMember[]> {
    return this.groups.members(user, id);
  }

  @Post(':id/join')
  @ApiReturns(JoinGroupResultSchema)
  @ApiErrors(409)
  @HttpCode(200)
  join(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(JoinGroupSchema)) body: JoinGroup,
  ): Promise<JoinGroupResult> {
    return this.groups.join(user, id, body);
  }
}
