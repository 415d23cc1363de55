import { useEffect, useState } from 'react';
import {
  acquireRealtimeSocket,
  type HeldRealtimeSocket,
  type RealtimeSocket,
} from './realtime-client';

/** The page's shared socket while `enabled` (null otherwise), held for as long as the component is mounted. */
export function useRealtimeSocket(enabled = true): RealtimeSocket | null {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let unmounted = false;
    let held: HeldRealtimeSocket | undefined;
    acquireRealtimeSocket().then(
      (acquired) => {
        if (unmounted) return acquired.release();
        held = acquired;
        setSocket(acquired.socket);
      },
      (error: unknown) => console.error('The live-updates client could not be loaded', error),
    );
    return () => {
      unmounted = true;
      setSocket(null);
      held?.release();
    };
  }, [enabled]);
  return socket;
}
