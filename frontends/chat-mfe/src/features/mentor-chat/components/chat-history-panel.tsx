import type { ChatSummary } from '@agora/contracts';
import { ErrorCard, Input, Spinner } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { useChats } from '../api/get-chats';
import { useSearchChats } from '../api/search-chats';
import { ChatHistoryItem } from './chat-history-item';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const SEARCH_PAUSE_MS = 300;

/**
 * The signed-in user's saved chats, a page at a time ('Show more'), searchable by title and content
 * (on the server): open one, rename, export or delete it after 'Delete this chat?'.
 */
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
  const [query, setQuery] = useState('');
  // The server searches every message of every chat: ask once typing pauses, not per keystroke.
  const [searching] = useDebounce(query.trim(), SEARCH_PAUSE_MS);
  const chats = useChats(searching === '');
  const found = useSearchChats(searching);
  const [confirming, setConfirming] = useState<string | null>(null);
  const source = searching ? found : chats;
  const list: (ChatSummary & { snippet?: string | null })[] =
    (searching ? found.data?.pages : chats.data?.pages)?.flatMap((p) => p.chats) ?? [];

  return (
    <nav className="chat-history" aria-label={t('history.title')}>
      <h3 className="chat-history__title">{t('history.title')}</h3>
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('history.searchPlaceholder')}
        aria-label={t('history.searchLabel')}
        maxLength={200}
      />
      {source.isPending && <Spinner size="sm" />}
      {source.isError && !source.isFetchNextPageError && (
        <ErrorCard message={t('errors.loadChat')} onRetry={() => void source.refetch()} />
      )}
      {source.isSuccess && list.length === 0 && (
        <p className="ag-muted">{searching ? t('history.noMatches') : t('history.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="chat-history__list">
          {list.map((chat) => (
            <ChatHistoryItem
              key={chat.id}
              chat={chat}
              current={chat.id === currentId}
              personaName={nameOf(chat.persona)}
              snippet={chat.snippet}
              onOpen={onOpen}
              onDelete={setConfirming}
            />
          ))}
        </ul>
      )}
      {source.isFetchNextPageError && (
        <ErrorCard message={t('history.moreFailed')} onRetry={() => void source.fetchNextPage()} />
      )}
      {source.isFetchingNextPage && <Spinner size="sm" label={t('history.loadingMore')} />}
      {source.hasNextPage && !source.isFetchingNextPage && !source.isFetchNextPageError && (
        <button
          type="button"
          className="chat-history__more"
          onClick={() => void source.fetchNextPage()}
        >
          {t('history.more')}
        </button>
      )}
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
