import type { AiDoneEvent, AiTokenEvent } from '@agora/contracts/src/realtime-events';
import { useCallback, useRef } from 'react';
import { useRealtimeEvent } from './use-realtime-event';
import { useRealtimeSocket } from './use-realtime-socket';

export interface AiTokenListener {
  /** One streamed piece; `author` names the figure when several answer one request. */
  onToken(token: string, author: string | undefined): void;
  onDone?(): void;
}

/**
 * Streamed AI answers (`ai-token` / `ai-done`) on the page's shared socket. The server sends them
 * only to the signed-in asker's sockets, tagged with the `streamId` the request carried.
 */
export function useAiTokenStream(enabled: boolean) {
  const socket = useRealtimeSocket(enabled);
  const listeners = useRef(new Map<string, AiTokenListener>());

  useRealtimeEvent<AiTokenEvent>(socket, 'ai-token', (event) =>
    listeners.current.get(event.streamId)?.onToken(event.token, event.author),
  );
  useRealtimeEvent<AiDoneEvent>(socket, 'ai-done', (event) => {
    const listener = listeners.current.get(event.streamId);
    listeners.current.delete(event.streamId);
    listener?.onDone?.();
  });

  /**
   * Starts listening and returns the `streamId` to send with the request, or undefined when no
   * socket is connected (the answer then comes only in the HTTP response).
   */
  const begin = useCallback(
    (listener: AiTokenListener): string | undefined => {
      if (!socket?.connected) return undefined;
      const streamId = crypto.randomUUID();
      listeners.current.set(streamId, listener);
      return streamId;
    },
    [socket],
  );

  /** Stops listening to a stream (its later tokens are ignored). */
  const end = useCallback((streamId: string | undefined) => {
    if (streamId) listeners.current.delete(streamId);
  }, []);

  return { begin, end, socket };
}
