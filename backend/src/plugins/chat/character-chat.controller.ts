import {
  AI_API_KEY_HEADER,
  CharacterChatBodySchema,
  type CharacterChatResponse,
  ImageBodySchema,
  type ImageResponse,
  VoiceBodySchema,
  type VoiceResponse,
} from '@agora/contracts';
import { Body, Controller, Headers, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, OptionalUser } from '../../core/auth/current-user.decorator';
import { SignedInGuard } from '../../core/auth/signed-in.guard';
import { ZodPipe } from '../../core/http/zod.pipe';
import { CharacterChatService } from './character-chat.service';

@Controller('api/character-chat')
export class CharacterChatController {
  constructor(private readonly characterChat: CharacterChatService) {}

  @Post()
  @HttpCode(200)
  reply(
    @OptionalUser() user: AuthUser | null,
    @Body(new ZodPipe(CharacterChatBodySchema)) body: z.output<typeof CharacterChatBodySchema>,
    @Headers(AI_API_KEY_HEADER) apiKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CharacterChatResponse> {
    return this.characterChat.reply(user, { ...body, apiKey }, abortWhenClientLeaves(res));
  }

  @Post('voice')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  voice(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(VoiceBodySchema)) body: z.output<typeof VoiceBodySchema>,
    @Headers(AI_API_KEY_HEADER) apiKey: string | undefined,
  ): Promise<VoiceResponse> {
    return this.characterChat.voice(user, { ...body, apiKey });
  }

  @Post('image')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  image(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ImageBodySchema)) body: z.output<typeof ImageBodySchema>,
    @Headers(AI_API_KEY_HEADER) apiKey: string | undefined,
  ): Promise<ImageResponse> {
    return this.characterChat.image(user, { ...body, apiKey });
  }
}

/** Stops generating (and paying the provider) when the learner closes the request early. */
function abortWhenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
