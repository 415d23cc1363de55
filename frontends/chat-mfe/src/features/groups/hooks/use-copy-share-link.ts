import { toastError, useHost } from '@agora/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shareLinkOf } from '../lib/group-constants';

/** Copies a group's share link and says so ('Share link copied!'). */
export function useCopyShareLink() {
  const { t } = useTranslation('chat');
  const host = useHost();
  return useCallback(
    async (shareId: string) => {
      try {
        await navigator.clipboard.writeText(shareLinkOf(shareId));
        host.toast({ title: t('groups.toast.linkCopied') });
      } catch {
        toastError(shareLinkOf(shareId));
      }
    },
    [host, t],
  );
}
