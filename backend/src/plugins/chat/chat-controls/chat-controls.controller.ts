import {
  ChatExportQuerySchema,
  type ChatSearchPage,
  ChatSearchQuerySchema,
  type ChatSummary,
  EditLastBodySchema,
  RedoLastBodySchema,
  type RedoLastResponse,
  type RenameChatBody,
  RenameChatBodySchema,
} from '@agora/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { AiApiKey } from '../../../core/auth/ai-api-key.decorator';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { type IdParam, UuidIdParam } from '../../../core/http/uuid-id-param.decorator';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { abortWhenClientLeaves } from '../character-chat/abort-when-client-leaves';
import { ChatControlsService } from './chat-controls.service';
import { sendDownload } from './send-download';
import { LastExchangeService } from './last-exchange.service';

const MessageParamSchema = z.object({ id: z.uuid(), messageId: z.uuid() });

/** The controls on a learner's own chats: rename, search, export, regenerate, edit and resend. */
@Controller('api/chats')
@UseGuards(SignedInGuard)
export class ChatControlsController {
  constructor(
    private readonly controls: ChatControlsService,
    private readonly lastExchange: LastExchangeService,
  ) {}

  @Get('search')
  search(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ChatSearchQuerySchema)) query: z.output<typeof ChatSearchQuerySchema>,
  ): Promise<ChatSearchPage> {
    return this.controls.search(user, query);
  }

  @Patch(':id')
  rename(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(RenameChatBodySchema)) body: RenameChatBody,
  ): Promise<ChatSummary> {
    return this.controls.rename(user, id, body.title);
  }

  @Get(':id/export')
  async export(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Query(new ZodPipe(ChatExportQuerySchema)) query: z.output<typeof ChatExportQuerySchema>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return sendDownload(res, await this.controls.export(user, id, query.format));
  }

  @Delete(':id/messages/:messageId')
  @HttpCode(200)
  deleteMessage(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(MessageParamSchema)) params: z.output<typeof MessageParamSchema>,
  ): Promise<{ success: true }> {
    return this.controls.deleteMessage(user, params.id, params.messageId);
  }

  @Post(':id/regenerate')
  @HttpCode(200)
  regenerate(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(RedoLastBodySchema)) body: z.output<typeof RedoLastBodySchema>,
    @AiApiKey() apiKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RedoLastResponse> {
    return this.lastExchange.redo(user, id, { ...body, apiKey }, abortWhenClientLeaves(res));
  }

  @Post(':id/edit-last')
  @HttpCode(200)
  editLast(
    @CurrentUser() user: AuthUser,
    @UuidIdParam() { id }: IdParam,
    @Body(new ZodPipe(EditLastBodySchema)) body: z.output<typeof EditLastBodySchema>,
    @AiApiKey() apiKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RedoLastResponse> {
    return this.lastExchange.redo(user, id, { ...body, apiKey }, abortWhenClientLeaves(res));
  }
}
