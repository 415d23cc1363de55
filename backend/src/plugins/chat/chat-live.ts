import {
  type AiDoneEvent,
  type AiTokenEvent,
  type ChatMessage,
  SHARED_CHAT_CHANNEL,
} from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { RealtimeService } from '../../core/realtime/realtime.service';

/** Port: what chat shows live on sockets (streamed replies to their asker, shared-chat rooms). */
export abstract class ChatLive {
  /**
   * Lets any socket watch a shared chat's room while `isShared(shareId)` answers true; its watchers
   * (visitors too) see that someone types, never who.
   */
  abstract openSharedRooms(isShared: (shareId: string) => Promise<boolean>): void;
  /** Shows a new message to everyone watching the shared chat. */
  abstract publishShared(shareId: string, message: ChatMessage): void;
  abstract token(userId: string, event: AiTokenEvent): void;
  abstract done(userId: string, event: AiDoneEvent): void;
}

@Injectable()
export class RealtimeChatLive extends ChatLive {
  constructor(private readonly realtime: RealtimeService) {
    super();
  }

  openSharedRooms(isShared: (shareId: string) => Promise<boolean>): void {
    this.realtime.registerChannel(SHARED_CHAT_CHANNEL, (_userId, shareId) => isShared(shareId), {
      anonymousTyping: true,
    });
  }

  publishShared(shareId: string, message: ChatMessage): void {
    this.realtime.publishMessage(SHARED_CHAT_CHANNEL, shareId, message);
  }

  token(userId: string, event: AiTokenEvent): void {
    this.realtime.emitToUser(userId, 'ai-token', event);
  }

  done(userId: string, event: AiDoneEvent): void {
    this.realtime.emitToUser(userId, 'ai-done', event);
  }
}
