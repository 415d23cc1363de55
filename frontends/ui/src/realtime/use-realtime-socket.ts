import { useEffect, useState } from 'react';
import { acquireRealtimeSocket, type RealtimeSocket } from './realtime-client';

/** The page's shared socket while `enabled` (null otherwise), held for as long as the component is mounted. */
export function useRealtimeSocket(enabled = true): RealtimeSocket | null {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const held = acquireRealtimeSocket();
    setSocket(held.socket);
    return () => {
      setSocket(null);
      held.release();
    };
  }, [enabled]);
  return socket;
}
