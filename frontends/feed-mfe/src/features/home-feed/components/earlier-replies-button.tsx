import { Button } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { EarlierReplies } from '../hooks/use-conversation-replies';

/**
 * Above a conversation shown from its newest replies: reads the page before them. It stays where it
 * is (and keeps the focus) while the page loads and after a failure, which it says, and retries.
 */
export function EarlierRepliesButton({ earlier }: { earlier: EarlierReplies }) {
  const { t } = useTranslation('feed');
  return (
    <div className="home-earlier">
      <Button
        variant="ghost"
        size="sm"
        className="home-earlier__button"
        aria-disabled={earlier.loading}
        aria-busy={earlier.loading}
        onClick={() => {
          if (!earlier.loading) earlier.load();
        }}
      >
        {earlier.loading
          ? t('homeFeed.loadingEarlierReplies')
          : t('homeFeed.showEarlierReplies', { n: earlier.remaining })}
      </Button>
      {earlier.failed && !earlier.loading && (
        <p className="home-earlier__error" role="alert">
          {t('homeFeed.earlierRepliesFailed')}
        </p>
      )}
    </div>
  );
}
