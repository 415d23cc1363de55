import { Dialog, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatSession } from '../hooks/use-chat-session';
import { useEscapeStops } from '../hooks/use-escape-stops';
import { useMessageMedia } from '../hooks/use-message-media';
import { usePersonaView } from '../hooks/use-persona-view';
import type { MentorManager } from '../lib/mentor-manager';
import { selectQuickReplies } from '../lib/quick-replies';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { OverlayActions } from './overlay-actions';
import { OverlayMain } from './overlay-main';
import { OverlayToolbar } from './overlay-toolbar';
import { SignInHint } from './sign-in-hint';
import './mentor-chat.css';

export interface MentorChatOverlayProps {
  persona: string;
  onClose(): void;
  MentorManager?: MentorManager;
}

/** 'Chat with Historical Figures': the one-on-one chat overlay of spec 01 §2 and §4. */
export function MentorChatOverlay({
  persona: initialPersona,
  onClose,
  MentorManager,
}: MentorChatOverlayProps) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const session = useChatSession(initialPersona);
  const view = usePersonaView(
    session.persona,
    session.signedIn,
    host.user?.firstName || t('learnerFallbackName'),
  );
  const media = useMessageMedia(session.persona, session.updateMessage);
  const [showHistory, setShowHistory] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  useEscapeStops(session.streaming, () => void session.stop());
  const lastUser = [...session.messages].reverse().find((m) => m.role === 'user');
  const redoable = session.canRedo && !session.pending;

  return (
    <Dialog open onClose={onClose} title={t('overlay.title')} className="chat-overlay">
      <OverlayToolbar
        persona={session.persona}
        view={view}
        signedIn={session.signedIn}
        MentorManager={MentorManager}
        onPersona={(next) => session.newChat(next)}
      />
      <OverlayActions
        session={session}
        showHistory={showHistory}
        onToggleHistory={() => setShowHistory((v) => !v)}
        onNewChat={() => session.newChat()}
        onShare={() => void session.share()}
      />
      <OverlayMain
        session={session}
        showHistory={showHistory}
        nameOf={view.nameOf}
        onHideHistory={() => setShowHistory(false)}
      >
        <MessageList
          messages={session.messages}
          personaName={view.personaName}
          avatar={view.avatar}
          greeting={view.greeting}
          playingUrl={media.playingUrl}
          busy={media.busy}
          onRegenerate={redoable ? () => void session.regenerate() : undefined}
          onEdit={redoable && lastUser ? () => setEditing(lastUser.content) : undefined}
          onVoice={(m) => void media.onVoice(m)}
          onImage={media.onImage}
          earlier={
            session.earlier.hasEarlier
              ? {
                  loading: session.earlier.loadingEarlier,
                  onLoad: () => void session.earlier.loadEarlier(),
                }
              : undefined
          }
        />
      </OverlayMain>
      <ChatComposer
        key={editing === null ? 'new' : 'edit'}
        chips={selectQuickReplies(view.personaName, lastUser?.emotion ?? null)}
        pending={session.pending}
        streaming={session.streaming}
        editing={editing}
        onSend={(text) => {
          setEditing(null);
          return editing === null ? session.send(text) : session.editLast(text);
        }}
        onStop={() => void session.stop()}
        onCancelEdit={() => setEditing(null)}
      />
      {!session.signedIn && <SignInHint />}
    </Dialog>
  );
}
