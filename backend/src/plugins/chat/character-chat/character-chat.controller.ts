import {
  CharacterChatBodySchema,
  type CharacterChatResponse,
  ImageBodySchema,
  type StopReplyBody,
  StopReplyBodySchema,
  type StopReplyResponse,
  type ImageResponse,
  VoiceBodySchema,
  type VoiceResponse,
} from '@agora/contracts';
import { applyDecorators, Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import { AiApiKey } from '../../../core/auth/ai-api-key.decorator';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CurrentUser, OptionalUser } from '../../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../../core/auth/signed-in.guard';
import { ZodPipe } from '../../../core/http/zod.pipe';
import { abortWhenClientLeaves } from './abort-when-client-leaves';
import { CharacterChatService } from './character-chat.service';

/** A signed-in POST that answers 200 (voice and image cost credits, so visitors are turned away). */
const SignedInMediaPost = (path: string) =>
  applyDecorators(Post(path), HttpCode(200), UseGuards(SignedInGuard));

@Controller('api/character-chat')
export class CharacterChatController {
  constructor(private readonly characterChat: CharacterChatService) {}

  @Post()
  @HttpCode(200)
  reply(
    @OptionalUser() user: AuthUser | null,
    @Body(new ZodPipe(CharacterChatBodySchema)) body: z.output<typeof CharacterChatBodySchema>,
    @AiApiKey() apiKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CharacterChatResponse> {
    return this.characterChat.reply(user, { ...body, apiKey }, abortWhenClientLeaves(res));
  }

  @SignedInMediaPost('stop')
  stop(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(StopReplyBodySchema)) body: StopReplyBody,
  ): Promise<StopReplyResponse> {
    return this.characterChat.stop(user, body.streamId);
  }

  @SignedInMediaPost('voice')
  voice(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(VoiceBodySchema)) body: z.output<typeof VoiceBodySchema>,
    @AiApiKey() apiKey: string | undefined,
  ): Promise<VoiceResponse> {
    return this.characterChat.voice(user, { ...body, apiKey });
  }

  @SignedInMediaPost('image')
  image(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ImageBodySchema)) body: z.output<typeof ImageBodySchema>,
    @AiApiKey() apiKey: string | undefined,
  ): Promise<ImageResponse> {
    return this.characterChat.image(user, { ...body, apiKey });
  }
}
