import { Button, Dialog } from '@agora/ui';
import { useTranslation } from 'react-i18next';

export function FeedSelector({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose(): void;
  onPick(feed: 'main' | 'homeFeed'): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onClose={onClose} title={t('selector.title')}>
      <div className="feed-stack">
        <Button variant="outline" onClick={() => onPick('main')}>
          {t('selector.historical')}
        </Button>
        <Button variant="outline" onClick={() => onPick('homeFeed')}>
          {t('selector.home')}
        </Button>
      </div>
    </Dialog>
  );
}
