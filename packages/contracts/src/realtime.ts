import { z } from 'zod';

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

export * from './realtime-events';
