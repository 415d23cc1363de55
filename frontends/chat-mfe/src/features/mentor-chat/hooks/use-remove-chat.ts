import { toastError, useHost } from '@agora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteChat } from '../api/delete-chat';

/** Deletes a chat from history; deleting the open one starts a new chat. */
export function useRemoveChat(
  openChatId: string | null,
  newChat: () => void,
  refreshHistory: () => Promise<void>,
) {
  const { t } = useTranslation('chat');
  const host = useHost();

  return useCallback(
    async (id: string) => {
      try {
        await deleteChat(id);
        if (id === openChatId) newChat();
        void refreshHistory();
        host.toast({ title: t('chatDeleted') });
      } catch {
        toastError(t('errors.deleteChat'));
      }
    },
    [openChatId, host, newChat, refreshHistory, t],
  );
}
