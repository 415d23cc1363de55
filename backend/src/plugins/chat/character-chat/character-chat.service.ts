import { randomUUID } from 'node:crypto';
import type {
  AiProviderChoice,
  CharacterChatResponse,
  ClaudeModelChoice,
  ImageResponse,
  VoiceResponse,
} from '@agora/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AiRequester } from '../../../ai';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { ChatEntity } from '../chat.entities';
import { ChatLive } from '../chat-live';
import { toCharacterChatResponse, toMediaResponse } from '../chat.views';
import { Personas } from '../personas';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { ChatAi } from './chat-ai.port';
import { ChatBilling, type PaidChatFeature } from './chat-billing';

const KEY_PREFIX: Record<PaidChatFeature, string> = {
  'chat-message': 'chat',
  'voice-message': 'voice',
  'image-generation': 'image',
};

export type AiChoice = {
  language: string;
  useAPI?: AiProviderChoice;
  claudeModel?: ClaudeModelChoice;
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
 * The figure's side of a chat: streamed replies, voice and images. Paid work reserves its price
 * first, keeps it once delivered and is refunded when it fails before, so a learner never pays for
 * nothing and never gets paid work for free.
 */
@Injectable()
export class CharacterChatService {
  constructor(
    private readonly ai: ChatAi,
    private readonly billing: ChatBilling,
    private readonly chats: SavedChatsService,
    private readonly personas: Personas,
    private readonly live: ChatLive,
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
    const emotion = input.emotion && input.emotion !== 'neutral' ? input.emotion : undefined;
    const work = async (delivered: () => Promise<void>): Promise<CharacterChatResponse> => {
      const stream = this.ai.streamReply(
        { persona, history: input.conversationHistory, message: input.message, emotion },
        requesterOf(user, input),
        signal,
      );
      for await (const token of stream) {
        // The first token on the learner's socket is delivery: the charge is kept from here on.
        if (user && input.streamId) await delivered();
        this.emitToken(user, input.streamId, token);
      }
      const result = await stream.result;
      if (user && input.streamId) this.live.done(user.id, { streamId: input.streamId });
      const saved = chat
        ? await this.chats.append(chat, {
            role: 'assistant',
            content: result.data,
            persona: input.persona,
            sources: result.sources,
            claimKind: result.claimKind,
          })
        : null;
      return toCharacterChatResponse(result, saved);
    };
    // Visitors chat for free; a signed-in learner pays per reply. The stream id only tags the
    // socket events: the charge's key is the server's, so a reused stream id pays again.
    return user ? this.paid(user, 'chat-message', work) : work(async () => undefined);
  }

  async voice(user: AuthUser, input: VoiceInput): Promise<VoiceResponse> {
    if (input.messageId) await this.chats.requireOwnedMessage(user, input.messageId);
    return this.paid(user, 'voice-message', async () => {
      const result = await this.ai.speech(
        { text: input.text, voice: input.voice },
        requesterOf(user, input),
      );
      if (input.messageId)
        await this.chats.attachMedia(input.messageId, { audioUrl: result.data.audioUrl });
      return toMediaResponse(result);
    });
  }

  async image(user: AuthUser, input: ImageInput): Promise<ImageResponse> {
    const persona = input.persona
      ? await this.personas.resolve(user.id, input.persona)
      : this.personas.defaultPersona();
    if (input.messageId) await this.chats.requireOwnedMessage(user, input.messageId);
    return this.paid(user, 'image-generation', async () => {
      const result = await this.ai.image(
        { prompt: input.prompt, persona },
        requesterOf(user, input),
      );
      if (input.messageId)
        await this.chats.attachMedia(input.messageId, { imageUrl: result.data.imageUrl });
      return toMediaResponse(result);
    });
  }

  /**
   * Reserves the price under a key of the server's (one payment, one run), runs the work and
   * captures once it is delivered: when the work calls `delivered()` (first streamed token) or
   * returns. Work that fails before delivering releases the charge (a refund).
   */
  private async paid<T>(
    user: AuthUser,
    feature: PaidChatFeature,
    work: (delivered: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const key = `${KEY_PREFIX[feature]}:${randomUUID()}`;
    await this.billing.reserve(user.id, feature, key);
    let captured = false;
    const delivered = async (): Promise<void> => {
      if (captured) return;
      await this.billing.capture(user.id, key);
      captured = true;
    };
    let result: T;
    try {
      result = await work(delivered);
    } catch (error) {
      if (!captured) await this.billing.release(user.id, key);
      throw error;
    }
    await delivered();
    return result;
  }

  private emitToken(user: AuthUser | null, streamId: string | undefined, token: string): void {
    if (user && streamId) this.live.token(user.id, { streamId, token });
  }
}

function requesterOf(user: AuthUser | null, choice: AiChoice): AiRequester {
  return {
    userId: user?.id ?? null,
    language: choice.language,
    ...(choice.useAPI ? { useAPI: choice.useAPI } : {}),
    ...(choice.claudeModel ? { claudeModel: choice.claudeModel } : {}),
    ...(choice.apiKey ? { apiKey: choice.apiKey } : {}),
  };
}
