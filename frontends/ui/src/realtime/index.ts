export {
  acquireRealtimeSocket,
  REALTIME_RECONNECT_MS,
  type RealtimeSocket,
} from './realtime-client';
export { useRealtimeSocket } from './use-realtime-socket';
export { useRealtimeEvent } from './use-realtime-event';
export { useRealtimeRoom, type RealtimeRoomHandlers } from './use-realtime-room';
export { useAiTokenStream, type AiTokenListener } from './use-ai-token-stream';
