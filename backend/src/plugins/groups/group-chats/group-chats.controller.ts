import {
  type CreateGroup,
  CreateGroupSchema,
  type GroupChat,
  GroupChatSchema,
  type GroupMember,
  GroupMemberSchema,
  GroupShareIdParamSchema,
  type GroupShareInfo,
  GroupShareInfoSchema,
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
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { GroupChatsService } from './group-chats.service';

@Controller('api/group-chats')
export class GroupChatsController {
  constructor(private readonly groups: GroupChatsService) {}

  @Get()
  @ApiReturns(z.array(GroupChatSchema))
  @UseGuards(SignedInGuard)
  list(@CurrentUser() user: AuthUser): Promise<GroupChat[]> {
    return this.groups.list(user);
  }

  @Post()
  @ApiReturns(GroupChatSchema)
  @UseGuards(SignedInGuard)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateGroupSchema)) body: CreateGroup,
  ): Promise<GroupChat> {
    return this.groups.create(user, body);
  }

  /** Public: what the join page shows a visitor holding the link. */
  @Get('share/:shareId')
  @ApiReturns(GroupShareInfoSchema)
  share(
    @Param(new ZodPipe(GroupShareIdParamSchema)) { shareId }: { shareId: string },
  ): Promise<GroupShareInfo> {
    return this.groups.shareInfo(shareId);
  }

  @Post('text-to-speech')
  @ApiReturns(GroupSpeechSchema)
  @ApiErrors(402, 409)
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  speech(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(TextToSpeechSchema)) body: TextToSpeech,
  ): Promise<GroupSpeech> {
    return this.groups.speech(user, body);
  }

  @Get(':id')
  @ApiReturns(GroupChatSchema)
  @UseGuards(SignedInGuard)
  get(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupChat> {
    return this.groups.get(user, id);
  }

  @Delete(':id')
  @ApiReturns(SuccessSchema)
  @UseGuards(SignedInGuard)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.groups.remove(user, id);
  }

  @Get(':id/members')
  @ApiReturns(z.array(GroupMemberSchema))
  @UseGuards(SignedInGuard)
  members(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupMember[]> {
    return this.groups.members(user, id);
  }

  @Post(':id/join')
  @ApiReturns(JoinGroupResultSchema)
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  join(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(JoinGroupSchema)) body: JoinGroup,
  ): Promise<JoinGroupResult> {
    return this.groups.join(user, id, body);
  }
}
