import { io, type Socket } from 'socket.io-client';

export interface SocketOptions {
  /** `websocket` unless told (the app's own client uses it); `polling` for the long-polling one. */
  transport?: 'websocket' | 'polling';
  /** Headers a browser would send on the handshake (`origin`, `sec-fetch-site`). */
  headers?: Record<string, string>;
}

/**
 * A real socket.io client on /ws, optionally carrying a session cookie; resolves once connected,
 * rejects with the server's `connect_error`.
 */
export function connectSocket(
  url: string,
  cookie?: string,
  { transport = 'websocket', headers = {} }: SocketOptions = {},
): Promise<Socket> {
  const socket = io(url, {
    path: '/ws',
    transports: [transport],
    // no upgrade: a polling client stays on polling, so each transport is tested alone
    upgrade: false,
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on `socket`, or a rejection after `timeoutMs`. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}
