import {
  type ChatDetail,
  ChatDetailSchema,
  type ChatMessage,
  ChatMessageSchema,
  type ChatSummary,
  ChatSummarySchema,
  type CreateChatBody,
  CreateChatBodySchema,
  type SaveMessageBody,
  SaveMessageBodySchema,
  type ShareChatBody,
  ShareChatBodySchema,
  type ShareChatResponse,
  ShareChatResponseSchema,
  SuccessSchema,
} from '@agora/contracts';
import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { SavedChatsService } from './saved-chats.service';

@Controller('api/chats')
@UseGuards(SignedInGuard)
export class SavedChatsController {
  constructor(private readonly chats: SavedChatsService) {}

  @Get()
  @ApiReturns(z.array(ChatSummarySchema))
  list(@CurrentUser() user: AuthUser): Promise<ChatSummary[]> {
    return this.chats.list(user);
  }

  @Post()
  @ApiReturns(ChatSummarySchema)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CreateChatBodySchema)) body: CreateChatBody,
  ): Promise<ChatSummary> {
    return this.chats.create(user, body.persona);
  }

  @Get(':id')
  @ApiReturns(ChatDetailSchema)
  get(@CurrentUser() user: AuthUser, @UuidIdParam() { id }: IdParam): Promise<ChatDetail> {
    return this.chats.get(user, id);
  }

  @Delete(':id')
  @ApiReturns(SuccessSchema)
  @HttpCode(200)
  remove(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
  ): Promise<{ success: true }> {
    return this.chats.remove(user, id);
  }

  @Post(':id/messages')
  @ApiReturns(ChatMessageSchema)
  saveMessage(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(SaveMessageBodySchema)) body: SaveMessageBody,
  ): Promise<ChatMessage> {
    return this.chats.saveMessage(user, id, body);
  }

  @Patch(':id/share')
  @ApiReturns(ShareChatResponseSchema)
  share(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(ShareChatBodySchema)) body: ShareChatBody,
  ): Promise<ShareChatResponse> {
    return this.chats.share(user, id, body.isPublic);
  }
}
