import { Button, Dialog } from '@agora/ui';
import { useTranslation } from 'react-i18next';

export function ClearFeedDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('homeFeed.clearTitle')}
      description={t('homeFeed.clearDescription')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('homeFeed.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {t('homeFeed.confirmClear')}
          </Button>
        </>
      }
    />
  );
}
