import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@agora/contracts/src/realtime-events';
import type { Socket } from 'socket.io-client';

/** Spec 01 §9: a closed connection is retried after a fixed 3 s. */
export const REALTIME_RECONNECT_MS = 3000;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a streamed answer waits for the page's first connection before going without it. */
export const STREAM_CONNECT_WAIT_MS = 3000;

let library: Promise<typeof import('socket.io-client')> | null = null;
let shared: RealtimeSocket | null = null;
let holders = 0;
/** Each socket's first connection attempt: whether it connected, once it is over. */
const firstAttempts = new WeakMap<RealtimeSocket, { connected: Promise<boolean>; over: boolean }>();

export interface HeldRealtimeSocket {
  socket: RealtimeSocket;
  release(): void;
}

/**
 * The page's one socket.io client on `REALTIME_PATH` (the session cookie signs it in). `@agora/ui`
 * is a Module Federation singleton, so every remote on the page shares it. Each holder calls the
 * returned `release` once; the last release closes the socket. The client library loads with the
 * first holder, so pages without live updates (the landing, the explore feed) never download it.
 */
export async function acquireRealtimeSocket(): Promise<HeldRealtimeSocket> {
  const { io } = await (library ??= import('socket.io-client').catch((error: unknown) => {
    library = null; // a later holder tries again (a dropped network, a redeploy)
    throw error;
  }));
  shared ??= watchFirstAttempt(
    io({
      path: REALTIME_PATH,
      transports: ['websocket'],
      withCredentials: true,
      reconnectionDelay: REALTIME_RECONNECT_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_MS,
      randomizationFactor: 0,
    }),
  );
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

/**
 * Whether the page's socket is connected, waiting up to `timeoutMs` while its client is still
 * loading or making its first connection: a learner who asks as soon as a chat opens still gets
 * the answer streamed. A socket that could not connect, or lost its connection, answers false at
 * once (the answer then comes with the HTTP response only).
 */
export async function realtimeConnected(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  try {
    // a client that failed to load means no stream, never a failed answer
    if (library && !shared) await Promise.race([library.catch(() => null), deadline]);
    const socket = shared;
    if (!socket) return false;
    if (socket.connected) return true;
    const attempt = firstAttempts.get(socket);
    if (!attempt || attempt.over) return false;
    return await Promise.race([attempt.connected, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function watchFirstAttempt(socket: RealtimeSocket): RealtimeSocket {
  let settled!: (connected: boolean) => void;
  const attempt = {
    over: false,
    connected: new Promise<boolean>((resolve) => (settled = resolve)),
  };
  const settle = (connected: boolean) => () => {
    attempt.over = true;
    socket.off('connect', onConnect);
    socket.off('connect_error', onError);
    settled(connected);
  };
  const onConnect = settle(true);
  const onError = settle(false);
  socket.on('connect', onConnect);
  socket.on('connect_error', onError);
  firstAttempts.set(socket, attempt);
  return socket;
}
