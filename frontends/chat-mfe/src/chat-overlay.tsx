import { registerTranslations } from '@agora/ui';
import { chatTranslations } from './locales';
import { CustomMentorsDialog } from './features/custom-mentors/components/custom-mentors-dialog';
import { MentorChatOverlay } from './features/mentor-chat/components/mentor-chat-overlay';

// Exposed on its own (./ChatOverlay), so it registers the namespace it needs itself.
registerTranslations('chat', chatTranslations);

export interface ChatOverlayProps {
  persona: string;
  onClose(): void;
}

/** The mentor chat overlay the shell mounts for host.openChat(persona), with the custom-mentors manager wired in. */
export function ChatOverlay({ persona, onClose }: ChatOverlayProps) {
  return (
    <MentorChatOverlay persona={persona} onClose={onClose} MentorManager={CustomMentorsDialog} />
  );
}

export default ChatOverlay;
