import type {
  RealtimeMessageEvent,
  RealtimeTypingEvent,
} from '@agora/contracts/src/realtime-events';
import { useCallback, useEffect, useState } from 'react';
import { useRealtimeEvent } from './use-realtime-event';
import { useRealtimeSocket } from './use-realtime-socket';

export interface RealtimeRoomHandlers<T> {
  onMessage?(data: T): void;
  onTyping?(event: RealtimeTypingEvent): void;
}

/**
 * Joins `channel`/`id` on the page's shared socket (again after every reconnect) and leaves it on
 * unmount; passes the room's `message` data and `typing` events on. `id` null: no room.
 */
export function useRealtimeRoom<T>(
  channel: string,
  id: string | null,
  handlers: RealtimeRoomHandlers<T>,
) {
  const socket = useRealtimeSocket(id !== null);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!socket || id === null) return undefined;
    const join = () => socket.emit('join', { channel, id }, (ack) => setJoined(ack?.ok === true));
    const lost = () => setJoined(false);
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('disconnect', lost);
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', lost);
      if (socket.connected) socket.emit('leave', { channel, id });
      setJoined(false);
    };
  }, [socket, channel, id]);

  useRealtimeEvent<RealtimeMessageEvent<T>>(socket, 'message', (event) => {
    if (event.channel === channel && event.id === id) handlers.onMessage?.(event.data);
  });
  useRealtimeEvent<RealtimeTypingEvent>(socket, 'typing', (event) => {
    if (event.channel === channel && event.id === id) handlers.onTyping?.(event);
  });

  const sendTyping = useCallback(
    (isTyping: boolean) => {
      if (socket && id !== null) socket.emit('typing', { channel, id, isTyping });
    },
    [socket, channel, id],
  );

  return { socket, joined, sendTyping };
}
