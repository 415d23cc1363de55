import { toastError, useHost } from '@agora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shareChat } from '../api/share-chat';
import type { ChatLifecycle } from './use-chat-lifecycle';

export const shareUrlOf = (shareId: string) => `${window.location.origin}/shared-chat/${shareId}`;

/** Shares the open chat: sets it public, shows and copies its link (spec 01 §4). */
export function useShareChat({ chatId, setShareId }: Pick<ChatLifecycle, 'chatId' | 'setShareId'>) {
  const { t } = useTranslation('chat');
  const host = useHost();
  return useCallback(async (): Promise<string | null> => {
    if (!chatId) {
      toastError(t('errors.shareChat'));
      return null;
    }
    try {
      const result = await shareChat(chatId);
      if (!result?.shareId) {
        toastError(t('errors.shareLink'));
        return null;
      }
      setShareId(result.shareId);
      const url = shareUrlOf(result.shareId);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      host.toast({ title: t('share.copiedTitle'), description: url });
      return url;
    } catch {
      toastError(t('errors.shareChat'));
      return null;
    }
  }, [chatId, host, setShareId, t]);
}
