import type { AiDoneEvent, AiTokenEvent } from '@agora/contracts';
import { Injectable } from '@nestjs/common';
import { RealtimeService } from '../../core/realtime/realtime.service';

/** Port: where figures' answers stream to, token by token, on the asking user's own sockets. */
export abstract class AnswerStream {
  abstract token(userId: string, event: AiTokenEvent): void;
  abstract done(userId: string, event: AiDoneEvent): void;
}

@Injectable()
export class RealtimeAnswerStream extends AnswerStream {
  constructor(private readonly realtime: RealtimeService) {
    super();
  }

  token(userId: string, event: AiTokenEvent): void {
    this.realtime.emitToUser(userId, 'ai-token', event);
  }

  done(userId: string, event: AiDoneEvent): void {
    this.realtime.emitToUser(userId, 'ai-done', event);
  }
}
