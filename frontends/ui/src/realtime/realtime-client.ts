import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@agora/contracts/src/realtime-events';
import { io, type Socket } from 'socket.io-client';

/** Spec 01 §9: a closed connection is retried after a fixed 3 s. */
export const REALTIME_RECONNECT_MS = 3000;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: RealtimeSocket | null = null;
let holders = 0;

/**
 * The page's one socket.io client on `REALTIME_PATH` (the session cookie signs it in). `@agora/ui`
 * is a Module Federation singleton, so every remote on the page shares it. Each holder calls the
 * returned `release` once; the last release closes the socket.
 */
export function acquireRealtimeSocket(): { socket: RealtimeSocket; release(): void } {
  shared ??= io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: REALTIME_RECONNECT_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_MS,
    randomizationFactor: 0,
  });
  const socket = shared;
  holders += 1;
  let released = false;
  return {
    socket,
    release() {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0 && shared === socket) {
        socket.close();
        shared = null;
      }
    },
  };
}
