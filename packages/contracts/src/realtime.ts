import { z } from 'zod';

/** socket.io runs at path `/ws` on the API's origin; the session cookie authenticates the socket. */
export const REALTIME_PATH = '/ws';

// Client → server (each may pass an ack callback, answered with RealtimeAck).
export const JoinRoomSchema = z.object({
  channel: z.string().min(1).max(64),
  id: z.string().min(1).max(128),
});
export type JoinRoom = z.infer<typeof JoinRoomSchema>;
export const LeaveRoomSchema = JoinRoomSchema;
export type LeaveRoom = JoinRoom;
export const TypingSchema = JoinRoomSchema.extend({ isTyping: z.boolean() });
export type Typing = z.infer<typeof TypingSchema>;

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
  join: (room: JoinRoom, ack?: (answer: RealtimeAck) => void) => void;
  leave: (room: LeaveRoom, ack?: (answer: RealtimeAck) => void) => void;
  typing: (typing: Typing) => void;
}
