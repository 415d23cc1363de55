import { useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** Copies the thread's share link (`/#/rabbit-hole/{id}`), or shows it when copying fails. */
export function useShareThread(holeId: string | null) {
  const { t } = useTranslation('feed');
  const host = useHost();
  return async () => {
    if (!holeId) return;
    const link = `${window.location.origin}/#/rabbit-hole/${holeId}`;
    try {
      await navigator.clipboard.writeText(link);
      host.toast({ title: t('thread.linkCopied'), description: link });
    } catch {
      host.toast({ title: t('thread.shareLink'), description: link });
    }
  };
}
