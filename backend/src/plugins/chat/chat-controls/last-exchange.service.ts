import type { ChatMessage, RedoLastResponse } from '@agora/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../core/auth/auth-user';
import type { ChatEntity, ChatMessageEntity } from '../chat.entities';
import { displayName, toMessage } from '../chat.views';
import type { NewMessage } from '../chats.repository';
import { type AiChoice, requesterOf } from '../character-chat/character-chat.service';
import {
  type RepliedText,
  ReplyRunner,
  StoppedBeforeReplyError,
} from '../character-chat/reply-runner';
import { Personas } from '../personas';
import { SavedChatsService } from '../saved-chats/saved-chats.service';
import { ChatControlsRepository, type RedoRequest } from './chat-controls.repository';

export type RedoInput = AiChoice & {
  requestKey: string;
  streamId?: string;
  /** Edit and resend: the learner's new last message. */
  content?: string;
  emotion?: string;
  emotionConfidence?: number;
};

/**
 * Regenerates the last reply, or replaces the last learner message and answers it anew. Either is
 * paid as a new reply (refunded when nothing was delivered); the request key makes a repeated
 * submit run and pay once, and one redo of a chat runs at a time (another is refused before it is
 * paid). The chat changes only when the new reply exists: then the old exchange is replaced in one
 * transaction.
 */
@Injectable()
export class LastExchangeService {
  constructor(
    private readonly chats: SavedChatsService,
    private readonly repository: ChatControlsRepository,
    private readonly personas: Personas,
    private readonly runner: ReplyRunner,
  ) {}

  async redo(
    user: AuthUser,
    chatId: string,
    input: RedoInput,
    closed?: AbortSignal,
  ): Promise<RedoLastResponse> {
    const chat = await this.chats.requireOwned(user, chatId);
    const claim = await this.repository.claimRedo(user.id, input.requestKey, chat.id);
    if (claim.outcome === 'repeated') return this.replay(chat.id, claim.earlier);
    if (claim.outcome === 'chat-busy')
      throw new ConflictException(
        'Another change to this chat is still running; try again once it has finished',
      );
    try {
      const response = await this.run(user, chat, input, closed);
      await this.repository.finishRedo(user.id, input.requestKey, {
        userMessageId: response.userMessage.id,
        replyMessageId: response.reply?.id ?? null,
        stopped: response.stopped,
        provider: response.provider,
      });
      return response;
    } catch (error) {
      await this.repository.failRedo(user.id, input.requestKey);
      throw error;
    }
  }

  /** Runs under the chat's claim, so the messages read here stay the chat's until it is released. */
  private async run(
    user: AuthUser,
    chat: ChatEntity,
    input: RedoInput,
    closed?: AbortSignal,
  ): Promise<RedoLastResponse> {
    const messages = await this.chats.messagesOf(chat);
    const lastUser = messages.findLastIndex((m) => m.role === 'user');
    if (lastUser < 0) throw new ConflictException('This chat has no message of yours to answer');
    const asked = messages[lastUser]!;
    const question = input.content ?? asked.content;
    const emotion = input.content ? input.emotion : (asked.emotion ?? undefined);
    const persona = await this.personas.resolve(user.id, chat.persona);
    try {
      return await this.runner.paid(user, 'chat-message', async (delivered) => {
        const replied = await this.runner.stream(
          user,
          {
            persona,
            history: messages.slice(0, lastUser).map(({ role, content }) => ({ role, content })),
            message: question,
            emotion: emotion && emotion !== 'neutral' ? emotion : undefined,
            streamId: input.streamId,
          },
          requesterOf(user, input),
          delivered,
          closed,
        );
        // Kept inside the paid work: a reply that cannot be stored is refunded unless streamed.
        return this.keep(user, chat, { asked, answered: messages[lastUser + 1] }, replied, input);
      });
    } catch (error) {
      if (!(error instanceof StoppedBeforeReplyError)) throw error;
      // Nothing was said: the exchange stays as it was, and nothing was paid.
      return { userMessage: toMessage(asked), reply: null, provider: 'stopped', stopped: true };
    }
  }

  /** Stores the new exchange in place of the old one (or after the question it answers). */
  private async keep(
    user: AuthUser,
    chat: ChatEntity,
    old: { asked: ChatMessageEntity; answered: ChatMessageEntity | undefined },
    replied: RepliedText,
    input: RedoInput,
  ): Promise<RedoLastResponse> {
    const reply: NewMessage = {
      role: 'assistant',
      content: replied.text,
      persona: chat.persona,
      sources: replied.sources ?? null,
      claimKind: replied.claimKind ?? null,
      writtenBy: 'server',
    };
    const edited: NewMessage | null = input.content
      ? {
          role: 'user',
          content: input.content,
          persona: chat.persona,
          emotion: input.emotion ?? null,
          emotionConfidence: input.emotionConfidence ?? null,
          authorId: user.id,
          authorName: displayName(user),
          writtenBy: 'client',
        }
      : null;
    const replaced = edited ? old.asked : old.answered;
    const views = replaced
      ? await this.replace(chat, replaced, edited ? [edited, reply] : [reply])
      : [await this.chats.append(chat, reply)];
    return {
      userMessage: edited ? views[0]! : toMessage(old.asked),
      reply: views.at(-1)!,
      provider: replied.provider,
      ...(replied.notice ? { notice: replied.notice } : {}),
      stopped: replied.stopped,
    };
  }

  private async replace(
    chat: ChatEntity,
    from: ChatMessageEntity,
    messages: NewMessage[],
  ): Promise<ChatMessage[]> {
    const saved = await this.repository.replaceFrom(chat.id, from.id, messages);
    if (!saved)
      throw new ConflictException('The message to replace was removed meanwhile; nothing changed');
    const views = saved.map(toMessage);
    this.chats.publish(chat, views);
    return views;
  }

  /** The answer of a request already made under this key (the same chat only). */
  private async replay(chatId: string, earlier: RedoRequest): Promise<RedoLastResponse> {
    if (earlier.chatId !== chatId)
      throw new ConflictException('requestKey was already used for another chat');
    if (earlier.state === 'running') throw new ConflictException('This request is still running');
    if (earlier.state === 'failed' || !earlier.userMessageId)
      throw new ConflictException('This request failed; send it again with a new requestKey');
    const ids = [earlier.userMessageId, earlier.replyMessageId].filter((id) => id !== null);
    const found = new Map((await this.repository.messagesByIds(ids)).map((m) => [m.id, m]));
    const userMessage = found.get(earlier.userMessageId);
    if (!userMessage)
      throw new ConflictException('The exchange of this request was replaced since');
    const reply = earlier.replyMessageId ? found.get(earlier.replyMessageId) : undefined;
    return {
      userMessage: toMessage(userMessage),
      reply: reply ? toMessage(reply) : null,
      provider: earlier.provider ?? 'stopped',
      stopped: earlier.stopped,
    };
  }
}
