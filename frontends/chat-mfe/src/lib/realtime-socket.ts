import { io, type Socket } from 'socket.io-client';

/** socket.io on the API's origin at /ws; the session cookie signs the socket in. Reconnects after a fixed 3 s (spec 01 §9). */
export function connectRealtime(options: { reconnectionDelay?: number } = {}): Socket {
  return io({
    path: '/ws',
    transports: ['websocket'],
    withCredentials: true,
    reconnectionDelay: options.reconnectionDelay ?? 3000,
    reconnectionDelayMax: options.reconnectionDelay ?? 3000,
    randomizationFactor: 0,
  });
}
