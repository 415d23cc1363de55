import type {
  AiProviderChoice,
  CharacterChatResponse,
  ClaudeModelChoice,
  ImageResponse,
  StopReplyResponse,
  VoiceResponse,
} from '@agora/contracts';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AiRequester } from '../../../ai';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { ChatEntity } from '../chat.entities';
import { stoppedBeforeReply, toCharacterChatResponse, toMediaResponse } from '../chat.views';
import { Personas } from '../personas';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { ChatAi } from './chat-ai.port';
import { ReplyRunner, StoppedBeforeReplyError } from './reply-runner';

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
    private readonly runner: ReplyRunner,
    private readonly chats: SavedChatsService,
    private readonly personas: Personas,
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
      const replied = await this.runner.stream(
        user,
        {
          persona,
          history: input.conversationHistory,
          message: input.message,
          emotion,
          streamId: input.streamId,
        },
        requesterOf(user, input),
        delivered,
        signal,
      );
      const saved = chat
        ? await this.chats.append(chat, {
            role: 'assistant',
            content: replied.text,
            persona: input.persona,
            sources: replied.sources,
            claimKind: replied.claimKind,
            writtenBy: 'server',
          })
        : null;
      return toCharacterChatResponse(replied, saved);
    };
    // Visitors chat for free; a signed-in learner pays per reply. The stream id only tags the
    // socket events: the charge's key is the server's, so a reused stream id pays again.
    try {
      return user
        ? await this.runner.paid(user, 'chat-message', work)
        : await work(async () => undefined);
    } catch (error) {
      if (error instanceof StoppedBeforeReplyError) return stoppedBeforeReply();
      throw error;
    }
  }

  /** Stops the learner's streaming reply; what was said so far is kept (and paid for). */
  async stop(user: AuthUser, streamId: string): Promise<StopReplyResponse> {
    return { stopped: await this.runner.stop(user, streamId) };
  }

  async voice(user: AuthUser, input: VoiceInput): Promise<VoiceResponse> {
    if (input.messageId) await this.chats.requireOwnedMessage(user, input.messageId);
    return this.runner.paid(user, 'voice-message', async () => {
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
    return this.runner.paid(user, 'image-generation', async () => {
      const result = await this.ai.image(
        { prompt: input.prompt, persona },
        requesterOf(user, input),
      );
      if (input.messageId)
        await this.chats.attachMedia(input.messageId, { imageUrl: result.data.imageUrl });
      return toMediaResponse(result);
    });
  }
}

export function requesterOf(user: AuthUser | null, choice: AiChoice): AiRequester {
  return {
    userId: user?.id ?? null,
    language: choice.language,
    ...(choice.useAPI ? { useAPI: choice.useAPI } : {}),
    ...(choice.claudeModel ? { claudeModel: choice.claudeModel } : {}),
    ...(choice.apiKey ? { apiKey: choice.apiKey } : {}),
  };
}
