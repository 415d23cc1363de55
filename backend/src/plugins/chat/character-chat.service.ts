import { randomUUID } from 'node:crypto';
import type { CharacterChatResponse, ImageResponse, VoiceResponse } from '@agora/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AiService } from '../../ai/ai.service';
import type { AuthUser } from '../../core/auth/auth-user';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { CreditsService } from '../credits';
import type { ChatEntity } from './chat.entities';
import { ChatsService } from './chats.service';
import { PersonaResolver } from './persona-resolver';

type AiContext = Parameters<AiService['speech']>[1];
export type AiChoice = {
  language: string;
  useAPI?: 'openai' | 'claude';
  claudeModel?: 'haiku' | 'sonnet';
  apiKey?: string;
};

export type ReplyInput = AiChoice & {
  message: string;
  persona: string;
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
  emotion?: string;
  chatId?: string;
  streamId?: string;
};
export type VoiceInput = AiChoice & { text: string; voice: 'alloy'; messageId?: string };
export type ImageInput = AiChoice & { prompt: string; persona?: string; messageId?: string };

/**
 * The figure's side of a chat: streamed replies, voice and images. Paid work is charged first and
 * refunded when it fails, so a learner never pays for nothing.
 */
@Injectable()
export class CharacterChatService {
  constructor(
    private readonly ai: AiService,
    private readonly credits: CreditsService,
    private readonly chats: ChatsService,
    private readonly personas: PersonaResolver,
    private readonly realtime: RealtimeService,
  ) {}

  async reply(
    user: AuthUser | null,
    input: ReplyInput,
    signal?: AbortSignal,
  ): Promise<CharacterChatResponse> {
    const persona = await this.personas.resolve(user?.id ?? null, input.persona);
    let chat: ChatEntity | null = null;
    if (input.chatId) {
      if (!user) throw new UnauthorizedException('Sign in to save a chat');
      chat = await this.chats.requireOwned(user, input.chatId);
    }
    const ctx = this.context(user, 'chat-message', input);
    const emotion = input.emotion && input.emotion !== 'neutral' ? input.emotion : undefined;
    const work = async (): Promise<CharacterChatResponse> => {
      const stream = this.ai.streamChat(
        { persona, history: input.conversationHistory, message: input.message, emotion },
        ctx,
        signal,
      );
      for await (const token of stream) this.emitToken(user, input.streamId, token);
      const result = await stream.result;
      if (user && input.streamId)
        this.realtime.emitToUser(user.id, 'ai-done', { streamId: input.streamId });
      const saved = chat
        ? await this.chats.append(chat, {
            role: 'assistant',
            content: result.data,
            persona: input.persona,
            sources: result.sources,
            claimKind: result.claimKind,
          })
        : null;
      return {
        response: result.data,
        provider: result.provider,
        sources: result.sources,
        claimKind: result.claimKind,
        ...(result.notice ? { notice: result.notice } : {}),
        ...(saved ? { messageId: saved.id } : {}),
      };
    };
    // Visitors chat for free; a signed-in learner pays per reply (idempotent on the stream id).
    return user
      ? this.paid(user, 'chat-message', `chat:${input.streamId ?? randomUUID()}`, work)
      : work();
  }

  async voice(user: AuthUser, input: VoiceInput): Promise<VoiceResponse> {
    if (input.messageId) await this.chats.requireOwnedMessage(user, input.messageId);
    return this.paid(user, 'voice-message', `voice:${randomUUID()}`, async () => {
      const result = await this.ai.speech(
        { text: input.text, voice: input.voice },
        this.context(user, 'voice-message', input),
      );
      if (input.messageId)
        await this.chats.attachMedia(input.messageId, { audioUrl: result.data.audioUrl });
      return {
        audioUrl: result.data.audioUrl,
        provider: result.provider,
        ...(result.notice ? { notice: result.notice } : {}),
      };
    });
  }

  async image(user: AuthUser, input: ImageInput): Promise<ImageResponse> {
    const persona = input.persona
      ? await this.personas.resolve(user.id, input.persona)
      : this.personas.defaultPersona();
    if (input.messageId) await this.chats.requireOwnedMessage(user, input.messageId);
    return this.paid(user, 'image-generation', `image:${randomUUID()}`, async () => {
      const result = await this.ai.image(
        { prompt: input.prompt, persona },
        this.context(user, 'image-generation', input),
      );
      if (input.messageId)
        await this.chats.attachMedia(input.messageId, { imageUrl: result.data.imageUrl });
      return {
        imageUrl: result.data.imageUrl,
        provider: result.provider,
        ...(result.notice ? { notice: result.notice } : {}),
      };
    });
  }

  /** Charges, runs the work, and gives the credits back if the work throws. */
  private async paid<T>(
    user: AuthUser,
    feature: 'chat-message' | 'voice-message' | 'image-generation',
    key: string,
    work: () => Promise<T>,
  ): Promise<T> {
    await this.credits.spend(user.id, feature, key);
    try {
      return await work();
    } catch (error) {
      await this.credits.refund(user.id, key);
      throw error;
    }
  }

  private emitToken(user: AuthUser | null, streamId: string | undefined, token: string): void {
    if (user && streamId) this.realtime.emitToUser(user.id, 'ai-token', { streamId, token });
  }

  private context(user: AuthUser | null, feature: string, choice: AiChoice): AiContext {
    return {
      userId: user?.id,
      feature,
      language: choice.language,
      ...(choice.useAPI ? { provider: choice.useAPI } : {}),
      ...(choice.claudeModel ? { claudeModel: choice.claudeModel } : {}),
      ...(choice.apiKey ? { apiKey: choice.apiKey } : {}),
    } as AiContext;
  }
}
