import {
  type ChatMessage,
  type SharedChat,
  type SharedChatMessageBody,
  SharedChatMessageBodySchema,
  ShareIdParamSchema,
} from '@agora/contracts';
import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { SharedChatsService } from './shared-chats.service';

type ShareParam = { shareId: string };

@Controller('api/shared-chats')
export class SharedChatsController {
  constructor(private readonly shared: SharedChatsService) {}

  @Get(':shareId')
  get(@Param(new ZodPipe(ShareIdParamSchema)) { shareId }: ShareParam): Promise<SharedChat> {
    return this.shared.get(shareId);
  }

  @Post(':shareId/messages')
  @UseGuards(SignedInGuard)
  post(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ShareIdParamSchema)) { shareId }: ShareParam,
    @Body(new ZodPipe(SharedChatMessageBodySchema)) body: SharedChatMessageBody,
  ): Promise<ChatMessage> {
    return this.shared.post(user, shareId, body.content);
  }
}
