/**
 * The socket contract without zod, so frontends can import it by path
 * (`@agora/contracts/src/realtime-events`) and keep zod out of their bundles.
 */

/** socket.io runs at path `/ws` on the API's origin; the session cookie authenticates the socket. */
export const REALTIME_PATH = '/ws';

export interface RoomRef {
  channel: string;
  id: string;
}

export type RealtimeAck = { ok: true } | { ok: false; error: string };

// Server → client.
export interface RealtimeMessageEvent<T = unknown> {
  type: 'message';
  channel: string;
  id: string;
  data: T;
}
export interface RealtimeTypingEvent {
  type: 'typing';
  channel: string;
  id: string;
  userId: string | null;
  isTyping: boolean;
}
export interface AiTokenEvent {
  streamId: string;
  token: string;
  /** Rabbit-hole replies: the figure whose answer this token belongs to (several may answer). */
  author?: string;
}
export interface AiDoneEvent {
  streamId: string;
}

export interface ServerToClientEvents {
  message: (event: RealtimeMessageEvent) => void;
  typing: (event: RealtimeTypingEvent) => void;
  'ai-token': (event: AiTokenEvent) => void;
  'ai-done': (event: AiDoneEvent) => void;
}
export interface ClientToServerEvents {
  join: (room: RoomRef, ack?: (answer: RealtimeAck) => void) => void;
  leave: (room: RoomRef, ack?: (answer: RealtimeAck) => void) => void;
  typing: (typing: RoomRef & { isTyping: boolean }) => void;
}
