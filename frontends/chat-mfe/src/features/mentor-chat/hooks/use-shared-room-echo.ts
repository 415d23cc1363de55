import type { ChatMessage } from '@agora/contracts';
import { SHARED_CHAT_CHANNEL } from '@agora/contracts/src/chat-constants';
import { useRealtimeRoom } from '@agora/ui';
import { NEW_MESSAGE_VOLUME, playChime } from '../../../lib/play-chime';
import { isEcho } from '../lib/local-message';
import type { ChatMessages } from './use-chat-messages';

/**
 * While the open chat is shared, the owner's overlay watches its room too, so what visitors write
 * there shows up live (the owner's own turn arrives there as well and is shown once).
 */
export function useSharedRoomEcho(
  shareId: string | null,
  { messages, receive }: Pick<ChatMessages, 'messages' | 'receive'>,
) {
  useRealtimeRoom<ChatMessage>(SHARED_CHAT_CHANNEL, shareId, {
    onMessage: (message) => {
      if (isEcho(messages, message)) return;
      receive(message);
      playChime(NEW_MESSAGE_VOLUME);
    },
  });
}
