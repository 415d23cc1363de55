import {
  type ChatDetail,
  type ChatMessage,
  type ChatSummary,
  type CreateChatBody,
  CreateChatBodySchema,
  type SaveMessageBody,
  SaveMessageBodySchema,
  type ShareChatBody,
  ShareChatBodySchema,
  type ShareChatResponse,
} from '@agora/contracts';
import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { SavedChatsService } from './saved-chats.service';

@Controller('api/chats')
@UseGuards(SignedInGuard)
export class SavedChatsController {
  constructor(private readonly chats: SavedChatsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<ChatSummary[]> {
    return this.chats.list(user);
  }

  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateChatBodySchema)) body: CreateChatBody,
  ): Promise<ChatSummary> {
    return this.chats.create(user, body.persona);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<ChatDetail> {
    return this.chats.get(user, id);
  }

  @Delete(':id')
  @HttpCode(200)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.chats.remove(user, id);
  }

  @Post(':id/messages')
  saveMessage(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(SaveMessageBodySchema)) body: SaveMessageBody,
  ): Promise<ChatMessage> {
    return this.chats.saveMessage(user, id, body);
  }

  @Patch(':id/share')
  share(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(ShareChatBodySchema)) body: ShareChatBody,
  ): Promise<ShareChatResponse> {
    return this.chats.share(user, id, body.isPublic);
  }
}
