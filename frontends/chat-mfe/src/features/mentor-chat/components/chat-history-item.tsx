import type { ChatSummary } from '@agora/contracts';
import { Menu } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadChat } from '../api/export-chat';
import { RenameChatForm } from './rename-chat-form';

export interface ChatHistoryItemProps {
  chat: ChatSummary;
  current: boolean;
  /** The figure's name for a chat's persona. */
  personaName: string;
  /** A search hit's matching words. */
  snippet?: string | null;
  onOpen(id: string): void;
  onDelete(id: string): void;
}

/** One saved chat: open it, or from its menu rename, export (Markdown, JSON) or delete it. */
export function ChatHistoryItem({
  chat,
  current,
  personaName,
  snippet,
  onOpen,
  onDelete,
}: ChatHistoryItemProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState<string | null>(null);
  const title = chat.title || t('newChat');

  if (draft !== null)
    return (
      <li className="chat-history__item">
        <RenameChatForm chatId={chat.id} title={draft} onDone={() => setDraft(null)} />
      </li>
    );
  return (
    <li
      className={current ? 'chat-history__item chat-history__item--current' : 'chat-history__item'}
    >
      <button
        type="button"
        className="chat-history__open"
        onClick={() => onOpen(chat.id)}
        aria-current={current || undefined}
      >
        <span className="chat-history__chat-title" dir="auto">
          {title}
        </span>
        <span className="ag-muted">{`${personaName} · ${new Date(chat.lastMessageAt).toLocaleDateString()}`}</span>
        {snippet && (
          <span className="chat-history__snippet" dir="auto">
            {snippet}
          </span>
        )}
      </button>
      <Menu
        label={<span aria-label={t('history.actions', { title })}>⋯</span>}
        items={[
          { key: 'rename', label: t('history.rename'), onSelect: () => setDraft(chat.title) },
          {
            key: 'md',
            label: t('history.exportMarkdown'),
            onSelect: () => downloadChat(chat.id, 'markdown'),
          },
          {
            key: 'json',
            label: t('history.exportJson'),
            onSelect: () => downloadChat(chat.id, 'json'),
          },
          {
            key: 'delete',
            label: t('delete'),
            destructive: true,
            onSelect: () => onDelete(chat.id),
          },
        ]}
      />
    </li>
  );
}
