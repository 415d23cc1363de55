import { useTranslationsReady, type ChatOverlayProps } from '@agora/ui';
import { chatStringsReady } from './locales';
import { CustomMentorsDialog } from './features/custom-mentors/components/custom-mentors-dialog';
import { MentorChatOverlay } from './features/mentor-chat/components/mentor-chat-overlay';

/** The mentor chat overlay the shell mounts for host.openChat(persona), with the custom-mentors manager wired in. */
export function ChatOverlay({ persona, onClose }: ChatOverlayProps) {
  // Exposed on its own (./ChatOverlay), so it waits for the chat strings itself.
  const ready = useTranslationsReady(chatStringsReady);
  if (!ready) return null;
  return (
    <MentorChatOverlay persona={persona} onClose={onClose} MentorManager={CustomMentorsDialog} />
  );
}

export default ChatOverlay;
