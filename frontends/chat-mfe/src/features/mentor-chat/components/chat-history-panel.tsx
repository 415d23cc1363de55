import { Button, ErrorCard, Spinner } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChats } from '../api/get-chats';
import { ConfirmDialog } from './confirm-dialog';

/** The signed-in user's saved chats: open one, or delete it after 'Delete this chat?'. */
export function ChatHistoryPanel({
  currentId,
  onOpen,
  onDelete,
  nameOf,
}: {
  currentId: string | null;
  onOpen(id: string): void;
  onDelete(id: string): void;
  nameOf(persona: string): string;
}) {
  const { t } = useTranslation('chat');
  const chats = useChats(true);
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <nav className="chat-history" aria-label={t('history.title')}>
      <h3 className="chat-history__title">{t('history.title')}</h3>
      {chats.isPending && <Spinner size="sm" />}
      {chats.isError && (
        <ErrorCard message={t('errors.loadChat')} onRetry={() => void chats.refetch()} />
      )}
      {chats.data?.length === 0 && <p className="ag-muted">{t('history.empty')}</p>}
      <ul className="chat-history__list">
        {chats.data?.map((chat) => (
          <li
            key={chat.id}
            className={
              chat.id === currentId
                ? 'chat-history__item chat-history__item--current'
                : 'chat-history__item'
            }
          >
            <button
              type="button"
              className="chat-history__open"
              onClick={() => onOpen(chat.id)}
              aria-current={chat.id === currentId || undefined}
            >
              <span className="chat-history__chat-title">{chat.title || t('newChat')}</span>
              <span className="ag-muted">{`${nameOf(chat.persona)} · ${new Date(chat.lastMessageAt).toLocaleDateString()}`}</span>
            </button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(chat.id)}
              aria-label={t('history.delete', { title: chat.title || t('newChat') })}
            >
              🗑
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('history.confirmDelete')}
        confirmLabel={t('delete')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
      />
    </nav>
  );
}
