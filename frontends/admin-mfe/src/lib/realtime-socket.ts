import { io, type Socket } from 'socket.io-client';

/** socket.io on the API's origin at /ws; the session cookie signs the socket in. */
export function connectRealtime(): Socket {
  return io({ path: '/ws', transports: ['websocket'], withCredentials: true });
}
