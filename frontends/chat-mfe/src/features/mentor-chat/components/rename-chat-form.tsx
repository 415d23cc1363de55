import { CHAT_TITLE_MAX } from '@agora/contracts/src/chat-constants';
import { Button, Input, toastError } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameChat } from '../api/rename-chat';

/** Renames a chat in place: Enter or Save keeps the new title, Escape leaves it as it was. */
export function RenameChatForm({
  chatId,
  title,
  onDone,
}: {
  chatId: string;
  title: string;
  onDone(): void;
}) {
  const { t } = useTranslation('chat');
  const rename = useRenameChat();
  const [draft, setDraft] = useState(title);
  return (
    <form
      className="chat-history__rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.trim()) return;
        rename.mutate(
          { chatId, title: draft.trim() },
          { onSuccess: onDone, onError: () => toastError(t('errors.renameChat')) },
        );
      }}
    >
      <Input
        value={draft}
        maxLength={CHAT_TITLE_MAX}
        autoFocus
        dir="auto"
        aria-label={t('history.renameLabel')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onDone();
        }}
      />
      <Button size="sm" type="submit" disabled={!draft.trim() || rename.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}
