import {
  type CreateGroup,
  CreateGroupSchema,
  type GroupChat,
  type GroupMember,
  type GroupShareInfo,
  GroupShareIdParamSchema,
  type GroupSpeech,
  type JoinGroup,
  JoinGroupSchema,
  type JoinGroupResult,
  type TextToSpeech,
  TextToSpeechSchema,
} from '@agora/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { GroupChatsService } from './group-chats.service';

@Controller('api/group-chats')
export class GroupChatsController {
  constructor(private readonly groups: GroupChatsService) {}

  @Get()
  @UseGuards(SignedInGuard)
  list(@CurrentUser() user: AuthUser): Promise<GroupChat[]> {
    return this.groups.list(user);
  }

  @Post()
  @UseGuards(SignedInGuard)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateGroupSchema)) body: CreateGroup,
  ): Promise<GroupChat> {
    return this.groups.create(user, body);
  }

  /** Public: what the join page shows a visitor holding the link. */
  @Get('share/:shareId')
  share(
    @Param(new ZodPipe(GroupShareIdParamSchema)) { shareId }: { shareId: string },
  ): Promise<GroupShareInfo> {
    return this.groups.shareInfo(shareId);
  }

  @Post('text-to-speech')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  speech(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(TextToSpeechSchema)) body: TextToSpeech,
  ): Promise<GroupSpeech> {
    return this.groups.speech(user, body);
  }

  @Get(':id')
  @UseGuards(SignedInGuard)
  get(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupChat> {
    return this.groups.get(user, id);
  }

  @Delete(':id')
  @UseGuards(SignedInGuard)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.groups.remove(user, id);
  }

  @Get(':id/members')
  @UseGuards(SignedInGuard)
  members(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<GroupMember[]> {
    return this.groups.members(user, id);
  }

  @Post(':id/join')
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
