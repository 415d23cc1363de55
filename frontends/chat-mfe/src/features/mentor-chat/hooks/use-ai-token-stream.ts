import { useCallback, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { connectRealtime } from '../../../lib/realtime-socket';

type TokenListener = (token: string) => void;

/**
 * Listens for the streamed reply tokens the server sends to this user's sockets
 * (`ai-token` / `ai-done`, tagged with the stream id the request carried).
 */
export function useAiTokenStream(enabled: boolean) {
  const socket = useRef<Socket | null>(null);
  const listeners = useRef(new Map<string, TokenListener>());

  useEffect(() => {
    if (!enabled) return;
    const s = connectRealtime();
    socket.current = s;
    s.on('ai-token', ({ streamId, token }: { streamId: string; token: string }) =>
      listeners.current.get(streamId)?.(token),
    );
    s.on('ai-done', ({ streamId }: { streamId: string }) => listeners.current.delete(streamId));
    return () => {
      s.close();
      socket.current = null;
    };
  }, [enabled]);

  /** Starts listening; returns a stream id to send with the request, or undefined when no socket is connected. */
  const listen = useCallback((onToken: TokenListener): string | undefined => {
    if (!socket.current?.connected) return undefined;
    const streamId = crypto.randomUUID();
    listeners.current.set(streamId, onToken);
    return streamId;
  }, []);

  const stop = useCallback((streamId: string | undefined) => {
    if (streamId) listeners.current.delete(streamId);
  }, []);

  return { listen, stop };
}
