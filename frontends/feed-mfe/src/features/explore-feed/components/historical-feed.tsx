import type { ExplorePost } from '@agora/contracts';
import { Button, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { FloatingButton } from '../../../components/floating-button';
import { OfflineEngineNotice } from '../../../components/posts/offline-engine-notice';
import { PostList } from '../../../components/posts/post-list';
import { useHistoricalFeed } from '../hooks/use-historical-feed';

/** The 'Historical Feed' view: generated posts, a Learn More button and the + for more. */
export function HistoricalFeed({
  onExplore,
  onLearnMore,
}: {
  onExplore(post: ExplorePost): void;
  onLearnMore(): void;
}) {
  const { t } = useTranslation('feed');
  const feed = useHistoricalFeed();
  return (
    <>
      <div className="feed-intro">
        <h1>{t('main.title')}</h1>
        <Button variant="ghost" size="sm" onClick={onLearnMore}>
          {t('main.learnMore')}
        </Button>
      </div>
      {feed.busy && feed.posts.length === 0 && <Spinner label={t('loading')} />}
      <OfflineEngineNotice posts={feed.posts} />
      <PostList posts={feed.posts} onExplore={onExplore} />
      <FloatingButton busy={feed.busy} onPress={feed.loadMore} />
    </>
  );
}
