import { Button, Dialog, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomCharacterChoices } from '../api/get-custom-characters';
import { usePersonas } from '../api/get-personas';
import { useChatSession } from '../hooks/use-chat-session';
import { useMessageMedia } from '../hooks/use-message-media';
import { fillGreeting } from '../lib/greeting';
import type { MentorManager } from '../lib/mentor-manager';
import { selectQuickReplies } from '../lib/quick-replies';
import { ChatComposer } from './chat-composer';
import { ChatHistoryPanel } from './chat-history-panel';
import { MessageList } from './message-list';
import { PersonaPicker } from './persona-picker';
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
  const personas = usePersonas();
  const customs = useCustomCharacterChoices(session.signedIn);
  const media = useMessageMedia(session.persona, session.updateMessage);
  const [showHistory, setShowHistory] = useState(false);
  const [managing, setManaging] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const figures = (personas.data?.mentors ?? [])
    .map((name) => personas.data!.figures.find((f) => f.name === name))
    .filter((f) => f !== undefined);
  const custom = customs.data?.find((c) => `custom-${c.id}` === session.persona);
  const figure = personas.data?.figures.find((f) => f.name === session.persona);
  const personaName = custom?.name ?? figure?.name ?? session.persona;
  const avatar = custom?.avatar ?? figure?.avatar ?? '🎓';
  const nameOf = (ref: string) => customs.data?.find((c) => `custom-${c.id}` === ref)?.name ?? ref;
  const lastUserEmotion =
    [...session.messages].reverse().find((m) => m.role === 'user')?.emotion ?? null;
  const liveShareUrl = session.shareId
    ? `${window.location.origin}/shared-chat/${session.shareId}`
    : shareUrl;

  return (
    <Dialog open onClose={onClose} title={t('overlay.title')} className="chat-overlay">
      <div className="chat-overlay__toolbar">
        <PersonaPicker
          value={session.persona}
          figures={figures}
          customs={customs.data ?? []}
          allFigures={personas.data?.figures}
          onChange={(next) => {
            setShareUrl(null);
            session.newChat(next);
          }}
        />
        {session.signedIn && (
          <Button size="sm" variant="outline" onClick={() => setManaging(true)}>
            {t('manage')}
          </Button>
        )}
      </div>
      <div className="chat-overlay__actions">
        {session.signedIn && (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((v) => !v)}
          >
            {`🕘 ${t('history.title')}`}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setShareUrl(null);
            session.newChat();
          }}
        >
          {`＋ ${t('newChat')}`}
        </Button>
        {session.signedIn && (
          <Button
            size="sm"
            variant="ghost"
            disabled={!session.chatId || session.messages.length === 0}
            onClick={async () => setShareUrl(await session.share())}
          >
            {`🔗 ${t('share.button')}`}
          </Button>
        )}
        <span className="ag-muted chat-overlay__count" aria-live="polite">
          {t('messageCount', { count: session.messages.length })}
        </span>
      </div>
      {liveShareUrl && (
        <p className="chat-overlay__share">
          {t('share.linkLabel')}{' '}
          <a href={liveShareUrl} target="_blank" rel="noreferrer" data-testid="share-link">
            {liveShareUrl}
          </a>
        </p>
      )}
      <div className="chat-overlay__main">
        {showHistory && session.signedIn && (
          <ChatHistoryPanel
            currentId={session.chatId}
            nameOf={nameOf}
            onOpen={(id) => {
              setShowHistory(false);
              setShareUrl(null);
              void session.loadChat(id);
            }}
            onDelete={(id) => void session.removeChat(id)}
          />
        )}
        <MessageList
          messages={session.messages}
          personaName={personaName}
          greeting={
            custom?.greeting
              ? fillGreeting(
                  custom.greeting,
                  custom.name,
                  host.user?.firstName || t('learnerFallbackName'),
                )
              : undefined
          }
          avatar={avatar}
          playingUrl={media.playingUrl}
          busy={media.busy}
          onVoice={(m) => void media.onVoice(m)}
          onImage={media.onImage}
        />
      </div>
      <ChatComposer
        chips={selectQuickReplies(personaName, lastUserEmotion)}
        pending={session.pending}
        onSend={(text) => void session.send(text)}
      />
      {!session.signedIn && (
        <p className="ag-muted chat-overlay__signin">
          {t('signInForHistory')}{' '}
          <Button size="sm" variant="outline" onClick={() => host.login()}>
            {t('signIn')}
          </Button>
        </p>
      )}
      {MentorManager && managing && (
        <MentorManager
          open
          onClose={() => setManaging(false)}
          onSelect={(next) => {
            setManaging(false);
            session.newChat(next);
          }}
        />
      )}
    </Dialog>
  );
}
