import type { AiDoneEvent, AiTokenEvent } from '@agora/contracts';
import { AnswerStream } from '../answer-stream';

/** Keeps what would have gone to sockets, in order, for unit tests. */
export class RecordedAnswerStream extends AnswerStream {
  readonly emitted: { userId: string; event: 'ai-token' | 'ai-done'; payload: unknown }[] = [];

  token(userId: string, payload: AiTokenEvent): void {
    this.emitted.push({ userId, event: 'ai-token', payload });
  }

  done(userId: string, payload: AiDoneEvent): void {
    this.emitted.push({ userId, event: 'ai-done', payload });
  }
}
