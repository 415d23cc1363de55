import {
  type ChatMessage,
  ChatMessageSchema,
  type ChatMessagesPage,
  ChatMessagesPageSchema,
  type ChatMessagesQuery,
  ChatMessagesQuerySchema,
  type SharedChat,
  type SharedChatMessageBody,
  SharedChatMessageBodySchema,
  SharedChatSchema,
  ShareIdParamSchema,
} from '@agora/contracts';
import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { SharedChatsService } from './shared-chats.service';

type ShareParam = { shareId: string };

@Controller('api/shared-chats')
export class SharedChatsController {
  constructor(private readonly shared: SharedChatsService) {}

  @Get(':shareId')
  @ApiReturns(SharedChatSchema)
  get(@Param(new ZodPipe(ShareIdParamSchema)) { shareId }: ShareParam): Promise<SharedChat> {
    return this.shared.get(shareId);
  }

  @Get(':shareId/messages')
  @ApiReturns(ChatMessagesPageSchema)
  olderMessages(
    @Param(new ZodPipe(ShareIdParamSchema)) { shareId }: ShareParam,
    @Query(new ZodPipe(ChatMessagesQuerySchema)) query: ChatMessagesQuery,
  ): Promise<ChatMessagesPage> {
    return this.shared.olderMessages(shareId, query);
  }

  @Post(':shareId/messages')
  @ApiReturns(ChatMessageSchema)
  @ApiErrors(401, 402, 409)
  @UseGuards(SignedInGuard)
  post(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ShareIdParamSchema)) { shareId }: ShareParam,
    @Body(new ZodPipe(SharedChatMessageBodySchema)) body: SharedChatMessageBody,
  ): Promise<ChatMessage> {
    return this.shared.post(user, shareId, body.content);
  }
}
