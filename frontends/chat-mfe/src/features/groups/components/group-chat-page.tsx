import type { GroupMessage } from '@agora/contracts';
import { Button, EmptyState, Spinner, toastError, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGroupChat } from '../api/get-group-chat';
import { useGroupRoom } from '../hooks/use-group-room';
import { GroupComposer } from './group-composer';
import { GroupHeader } from './group-header';
import { GroupMessageList } from './group-message-list';
import './groups.css';

/** /chats/:id — a study group's room. */
export function GroupChatPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('chat');
  const host = useHost();
  if (!host.user)
    return (
      <EmptyState
        icon="🔒"
        title={t('hub.signInRequired')}
        action={<Button onClick={() => host.login()}>{t('signIn')}</Button>}
      />
    );
  return <GroupRoom id={id} />;
}

function GroupRoom({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const group = useGroupChat(id);
  const room = useGroupRoom(id);
  const [replyTo, setReplyTo] = useState<GroupMessage | null>(null);

  if (group.isPending) return <Spinner size="lg" label={t('loading')} />;
  if (group.isError)
    return (
      <EmptyState
        icon="⚠️"
        title={t('groups.room.errorTitle')}
        description={t('groups.room.loadFailed')}
        action={
          <Button onClick={() => host.navigate('/chats?tab=groups')}>
            {t('groups.room.backToChats')}
          </Button>
        }
      />
    );
  return (
    <section className="group-room">
      <GroupHeader group={group.data} />
      <GroupMessageList
        messages={room.messages}
        drafts={room.drafts}
        onReply={setReplyTo}
        earlier={{
          has: room.hasEarlier,
          loading: room.loadingEarlier,
          load: () => void room.loadEarlier().catch(() => toastError(t('groups.room.loadFailed'))),
        }}
      />
      {room.typing && <p className="ag-muted group-room__typing">{t('shared.typing')}</p>}
      <GroupComposer
        groupId={id}
        replyTo={replyTo}
        onClearReply={() => setReplyTo(null)}
        onSent={(m) => room.add([m])}
        sendTyping={room.sendTyping}
      />
    </section>
  );
}
