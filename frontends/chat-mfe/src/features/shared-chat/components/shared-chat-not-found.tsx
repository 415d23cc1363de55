import { Button, statusOfError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** 'Chat Not Found' with the error and the share id, and a way home. */
export function SharedChatNotFound({ shareId, error }: { shareId: string; error: unknown }) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const status = statusOfError(error);
  return (
    <section className="shared-chat shared-chat--missing ag-card" role="alert">
      <h1>{t('shared.notFoundTitle')}</h1>
      <p>{t('shared.notFoundText')}</p>
      <p className="ag-muted">
        {status === 404 || status === null ? t('shared.errorNotFound') : (error as Error).message}
      </p>
      <p className="ag-muted">{t('shared.shareIdLabel', { shareId })}</p>
      <Button onClick={() => host.navigate('/')}>{t('shared.backHome')}</Button>
    </section>
  );
}
