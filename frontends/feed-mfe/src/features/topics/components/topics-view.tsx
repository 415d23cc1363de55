import type { ExplorePost } from '@agora/contracts';
import { Button } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { FloatingButton } from '../../../components/floating-button';
import { OfflineEngineNotice } from '../../../components/posts/offline-engine-notice';
import { PostList } from '../../../components/posts/post-list';
import { useCustomFeed } from '../hooks/use-custom-feed';
import { TopicPicker } from './topic-picker';

/** Custom topics: pick them, then read the feed made from them under its own title. */
export function TopicsView({ onExplore }: { onExplore(post: ExplorePost): void }) {
  const { t } = useTranslation('feed');
  const feed = useCustomFeed();
  return (
    <>
      {feed.posts ? (
        <section className="feed-topics">
          <div className="feed-intro">
            <h1>{t('topics.feedTitle')}</h1>
            <Button variant="ghost" size="sm" onClick={feed.changeTopics}>
              {t('topics.change')}
            </Button>
          </div>
          {feed.topics.length > 0 && (
            <p className="feed-muted">
              {feed.topics
                .map((topic) => t(`categories.${topic}`, { defaultValue: topic }))
                .join(' · ')}
            </p>
          )}
          <OfflineEngineNotice posts={feed.posts} />
          <PostList posts={feed.posts} onExplore={onExplore} />
        </section>
      ) : (
        <TopicPicker
          topics={feed.topics}
          onChange={feed.setTopics}
          onGenerate={feed.generate}
          busy={feed.busy}
        />
      )}
      <FloatingButton busy={feed.busy} onPress={feed.generate} />
    </>
  );
}
