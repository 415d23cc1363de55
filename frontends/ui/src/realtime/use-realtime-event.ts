import { useEffect, useEffectEvent } from 'react';
import type { RealtimeSocket } from './realtime-client';

type AnyListener = (payload: never) => void;

/**
 * Calls `handler` for each `event` the socket receives (events outside the contracts' map, such as
 * `group-token`, too). The latest handler is used without re-subscribing.
 */
export function useRealtimeEvent<T>(
  socket: RealtimeSocket | null,
  event: string,
  handler: (payload: T) => void,
): void {
  const onEvent = useEffectEvent((payload: T) => handler(payload));
  useEffect(() => {
    if (!socket) return undefined;
    const listener = (payload: T) => onEvent(payload);
    const untyped = socket as unknown as {
      on(event: string, listener: AnyListener): void;
      off(event: string, listener: AnyListener): void;
    };
    untyped.on(event, listener as AnyListener);
    return () => untyped.off(event, listener as AnyListener);
  }, [socket, event]);
}
