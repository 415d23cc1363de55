import {
  GROUP_CHATS_MIN_CREDITS,
  type GroupMessage,
  GroupMessageSchema,
  type GroupMessagesPage,
  GroupMessagesPageSchema,
  type GroupMessagesQuery,
  GroupMessagesQuerySchema,
  type SendGroupMessage,
  SendGroupMessageSchema,
  type SendVoice,
  SendVoiceSchema,
} from '@agora/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { ApiErrors } from '../../../core/http/openapi/api-errors.decorator';
import { ApiReturns } from '../../../core/http/openapi/api-returns.decorator';
import { RequireCredits } from '../../credits';
import { GroupMessagesService } from './group-messages.service';

/** Members' messages; like every group route, gated on 500 credits (see `GroupChatsController`). */
@Controller('api/group-chats/:id')
@RequireCredits(GROUP_CHATS_MIN_CREDITS)
export class GroupMessagesController {
  constructor(private readonly messages: GroupMessagesService) {}

  @Get('messages')
  @ApiReturns(GroupMessagesPageSchema)
  history(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Query(new ZodPipe(GroupMessagesQuerySchema)) query: GroupMessagesQuery,
  ): Promise<GroupMessagesPage> {
    return this.messages.history(user, id, query);
  }

  @Post('messages')
  @ApiReturns(GroupMessageSchema)
  @ApiErrors(402, 409)
  send(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(SendGroupMessageSchema)) body: SendGroupMessage,
  ): Promise<GroupMessage> {
    return this.messages.send(user, id, body);
  }

  @Post('voice')
  @ApiReturns(GroupMessageSchema)
  @ApiErrors(402, 409, 413)
  voice(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(SendVoiceSchema)) body: SendVoice,
  ): Promise<GroupMessage> {
    return this.messages.voice(user, id, body);
  }
}
