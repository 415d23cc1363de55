import { randomUUID } from 'node:crypto';
import type { ClaimKind, PersonaProfile } from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import type { AiRequester } from '../../../ai';
import type { AuthUser } from '../../../core/auth/auth-user';
import { ChatLive } from '../chat-live';
import { ChatAi } from './chat-ai.port';
import { ChatBilling, type PaidChatFeature } from './chat-billing';
import { ReplyStops, type StoppableReply } from './reply-stops';

const KEY_PREFIX: Record<PaidChatFeature, string> = {
  'chat-message': 'chat',
  'voice-message': 'voice',
  'image-generation': 'image',
};

export interface ReplyRequest {
  persona: PersonaProfile;
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
  emotion?: string;
  streamId?: string;
}

/** A finished reply, or what was said before the learner stopped it. */
export interface RepliedText {
  text: string;
  provider: string;
  notice?: string;
  sources?: string[];
  claimKind?: ClaimKind;
  stopped: boolean;
}

/** The learner stopped the reply before its first word: nothing was delivered, nothing is kept. */
export class StoppedBeforeReplyError extends Error {
  constructor() {
    super('Stopped before the reply began');
  }
}

/**
 * Runs a figure's reply for the chat's endpoints: the charge's life (reserve, capture on delivery,
 * release on failure) and the streamed tokens, which the learner may stop.
 */
@Injectable()
export class ReplyRunner {
  constructor(
    private readonly ai: ChatAi,
    private readonly billing: ChatBilling,
    private readonly live: ChatLive,
    private readonly stops: ReplyStops,
  ) {}

  /**
   * Reserves the price under `key` (the server's; a new one when omitted), runs the work and
   * captures once it is delivered: when the work calls `delivered()` (first streamed token) or
   * returns. Work that fails before delivering releases the charge (a refund).
   */
  async paid<T>(
    user: AuthUser,
    feature: PaidChatFeature,
    work: (delivered: () => Promise<void>) => Promise<T>,
    key = `${KEY_PREFIX[feature]}:${randomUUID()}`,
  ): Promise<T> {
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

  /**
   * Streams the reply to a signed-in asker's sockets (when the request carried a stream id); the
   * first token is delivery. A stop keeps what was said: the reply ends there, and a reply stopped
   * before its first token throws `StoppedBeforeReplyError` (so the charge is released).
   */
  async stream(
    user: AuthUser | null,
    request: ReplyRequest,
    requester: AiRequester,
    delivered: () => Promise<void>,
    closed?: AbortSignal,
  ): Promise<RepliedText> {
    const streamId = user ? request.streamId : undefined;
    const stoppable = user && streamId ? await this.stops.watch(user.id, streamId) : null;
    const signal = combine(closed, stoppable);
    let said = '';
    try {
      const stream = this.ai.streamReply(
        {
          persona: request.persona,
          history: request.history,
          message: request.message,
          emotion: request.emotion,
        },
        requester,
        signal,
      );
      for await (const token of stream) {
        if (user && streamId) {
          await delivered();
          this.live.token(user.id, { streamId, token });
        }
        said += token;
      }
      const result = await stream.result;
      if (user && streamId) this.live.done(user.id, { streamId });
      return {
        text: result.data,
        provider: result.provider,
        sources: result.sources,
        claimKind: result.claimKind,
        ...(result.notice ? { notice: result.notice } : {}),
        stopped: false,
      };
    } catch (error) {
      if (!stoppable?.stopped()) throw error;
      if (user && streamId) this.live.done(user.id, { streamId });
      if (!said.trim()) throw new StoppedBeforeReplyError();
      return { text: said.trim(), provider: 'stopped', stopped: true };
    } finally {
      await stoppable?.end();
    }
  }

  stop(user: AuthUser, streamId: string): Promise<boolean> {
    return this.stops.stop(user.id, streamId);
  }
}

function combine(
  closed: AbortSignal | undefined,
  stoppable: StoppableReply | null,
): AbortSignal | undefined {
  const signals = [closed, stoppable?.signal].filter((s): s is AbortSignal => s !== undefined);
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}
