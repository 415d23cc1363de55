import { BackArrowIcon, Button, ShareIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** Back, share, one-on-one mode and refresh, above the thread. */
export function ThreadToolbar(props: {
  onBack(): void;
  onShare(): void;
  canShare: boolean;
  oneOnOne: boolean;
  onOneOnOneChange(value: boolean): void;
  onRefresh(): void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('feed');
  return (
    <header className="feed-row feed-row--between feed-thread__bar">
      <Button variant="ghost" size="sm" onClick={props.onBack} aria-label={t('thread.back')}>
        <BackArrowIcon /> {t('thread.back')}
      </Button>
      <div className="feed-row">
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onShare}
          disabled={!props.canShare}
          aria-label={t('thread.share')}
        >
          <ShareIcon size={18} />
        </Button>
        <Button
          variant={props.oneOnOne ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={props.oneOnOne}
          onClick={() => props.onOneOnOneChange(!props.oneOnOne)}
        >
          {t('thread.oneOnOne')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onRefresh}
          disabled={props.refreshing}
          aria-label={t('thread.refresh')}
        >
          ⟳
        </Button>
      </div>
    </header>
  );
}
