import { isCustomPersona } from '@agora/contracts/src/chat-constants';
import { Badge, Button, Spinner, useHost } from '@agora/ui';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSharedChatRoom } from '../hooks/use-shared-chat-room';
import { SharedChatComposer } from './shared-chat-composer';
import { SharedChatNotFound } from './shared-chat-not-found';
import { SharedMessageList } from './shared-message-list';
import './shared-chat.css';

/** /shared-chat/:shareId — a publicly shared mentor chat, updated live. */
export function SharedChatPage() {
  const { shareId = '' } = useParams();
  const { t } = useTranslation('chat');
  const host = useHost();
  const room = useSharedChatRoom(shareId);

  if (room.chat.isPending) return <Spinner size="lg" label={t('loading')} />;
  if (room.chat.isError && !room.chat.data)
    return <SharedChatNotFound shareId={shareId} error={room.chat.error} />;
  const chat = room.chat.data!;

  return (
    <section className="shared-chat">
      <header className="shared-chat__header">
        <div>
          <h1 className="shared-chat__title" dir="auto">
            {chat.title || t('title.sharedChat')}
          </h1>
          <p className="ag-muted">{`${chat.personaAvatar} ${t('shared.with', { persona: chat.personaName })}`}</p>
          {isCustomPersona(chat.persona) && (
            <Badge variant="secondary">{t('shared.customCharacter')}</Badge>
          )}
        </div>
        <Badge variant={room.connected ? 'success' : 'warning'} aria-live="polite">
          {room.connected ? t('shared.connected') : t('shared.connecting')}
        </Badge>
      </header>
      <SharedMessageList
        messages={room.messages}
        personaName={chat.personaName}
        earlier={room.earlier}
      />
      {room.someoneTyping && <p className="ag-muted shared-chat__typing">{t('shared.typing')}</p>}
      {host.user ? (
        <SharedChatComposer
          shareId={shareId}
          connected={room.connected}
          sendTyping={room.sendTyping}
          onSent={(m) => room.add([m], false)}
        />
      ) : (
        <div className="shared-chat__signin">
          <p>{t('shared.signInToReply')}</p>
          <Button onClick={() => host.login()}>{t('signIn')}</Button>
        </div>
      )}
    </section>
  );
}
