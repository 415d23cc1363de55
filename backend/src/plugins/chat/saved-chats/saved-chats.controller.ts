import {
  type ChatDetail,
  ChatDetailSchema,
  type ChatMessage,
  ChatMessageSchema,
  type ChatMessagesPage,
  ChatMessagesPageSchema,
  type ChatMessagesQuery,
  ChatMessagesQuerySchema,
  type ChatSummary,
  ChatSummarySchema,
  type ChatsQuery,
  ChatsQuerySchema,
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
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
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

  /** The spec's array, a page of it; the next page's cursor is a header. */
  @Get()
  @ApiReturns(
    z.array(ChatSummarySchema),
    "A page, most recently active first; the next page's cursor is in X-Next-Cursor",
  )
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ChatsQuerySchema)) query: ChatsQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChatSummary[]> {
    const page = await this.chats.list(user, query);
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
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
    return this.chats.open(user, id);
  }

  @Get(':id/messages')
  @ApiReturns(ChatMessagesPageSchema)
  olderMessages(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Query(new ZodPipe(ChatMessagesQuerySchema)) query: ChatMessagesQuery,
  ): Promise<ChatMessagesPage> {
    return this.chats.olderMessages(user, id, query);
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
