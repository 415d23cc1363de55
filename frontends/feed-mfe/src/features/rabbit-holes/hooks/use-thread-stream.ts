import { useHost } from '@agora/ui';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

/** Text streamed so far per figure for the answer being written (signed-in users only). */
export function useThreadStream(): {
  streamId: string | null;
  drafts: Record<string, string>;
  begin(): string;
  end(): void;
} {
  const host = useHost();
  const socket = useRef<Socket | null>(null);
  const [streamId, setStreamId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const current = useRef<string | null>(null);

  useEffect(() => {
    if (!host.user) return undefined;
    const s = io({ path: '/ws', withCredentials: true, transports: ['websocket'] });
    s.on('ai-token', (event: { streamId: string; token: string; author?: string }) => {
      if (event.streamId !== current.current) return;
      const author = event.author ?? '';
      setDrafts((prev) => ({ ...prev, [author]: (prev[author] ?? '') + event.token }));
    });
    socket.current = s;
    return () => {
      s.disconnect();
      socket.current = null;
    };
  }, [host.user]);

  return {
    streamId,
    drafts,
    begin: () => {
      const id = crypto.randomUUID();
      current.current = id;
      setStreamId(id);
      setDrafts({});
      return id;
    },
    end: () => {
      current.current = null;
      setStreamId(null);
      setDrafts({});
    },
  };
}
