import type { AiDoneEvent, AiTokenEvent } from '@agora/contracts/src/realtime-events';
import { useCallback, useRef } from 'react';
import { realtimeConnected, STREAM_CONNECT_WAIT_MS } from './realtime-client';
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
   * Starts listening and resolves to the `streamId` to send with the request, or to undefined when
   * no socket is connected (the answer then comes only in the HTTP response). While the page's
   * socket is still making its first connection it waits for it, up to `STREAM_CONNECT_WAIT_MS`.
   */
  const begin = useCallback(
    async (listener: AiTokenListener): Promise<string | undefined> => {
      if (!enabled || !(await realtimeConnected(STREAM_CONNECT_WAIT_MS))) return undefined;
      const streamId = crypto.randomUUID();
      listeners.current.set(streamId, listener);
      return streamId;
    },
    [enabled],
  );

  /** Stops listening to a stream (its later tokens are ignored). */
  const end = useCallback((streamId: string | undefined) => {
    if (streamId) listeners.current.delete(streamId);
  }, []);

  return { begin, end, socket };
}
