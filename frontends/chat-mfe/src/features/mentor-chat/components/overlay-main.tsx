import type { ReactNode } from 'react';
import type { ChatSession } from '../hooks/use-chat-session';
import { ChatHistoryPanel } from './chat-history-panel';

/** The conversation area, with the chat history beside it while a signed-in learner opens it. */
export function OverlayMain({
  session,
  showHistory,
  nameOf,
  onHideHistory,
  children,
}: {
  session: ChatSession;
  showHistory: boolean;
  nameOf(persona: string): string;
  onHideHistory(): void;
  children: ReactNode;
}) {
  const withHistory = showHistory && session.signedIn;
  return (
    <div
      className={
        withHistory ? 'chat-overlay__main chat-overlay__main--history' : 'chat-overlay__main'
      }
    >
      {withHistory && (
        <ChatHistoryPanel
          currentId={session.chatId}
          nameOf={nameOf}
          onOpen={(id) => {
            onHideHistory();
            void session.loadChat(id);
          }}
          onDelete={(id) => void session.removeChat(id)}
        />
      )}
      {children}
    </div>
  );
}
