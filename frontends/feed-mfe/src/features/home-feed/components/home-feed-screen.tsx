import { Button, EmptyState, ErrorCard, Spinner, toastError, useHost } from '@agora/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateMore } from '../api/generate-more';
import { useHomeFeed } from '../api/get-home-feed';
import { IDLE_REFRESH_MS, WAITING_REFRESH_MS } from '../lib/ai-waiting';
import { feedTopics } from '../lib/feed-counts';
import { AiWorking } from './ai-working';
import { ClearFeedDialog } from './clear-feed-dialog';
import { HomeConversation } from './home-conversation';
import { PostComposer } from './post-composer';
import { useAiWaiting } from '../hooks/use-ai-waiting';
import { useClearedFeed } from '../hooks/use-cleared-feed';
import { useHomeFeedLive } from '../hooks/use-home-feed-live';
import { useHomePostHandlers } from '../hooks/use-home-post-handlers';
import { usePostToFeed } from '../hooks/use-post-to-feed';

/** The personal home feed: composer, posts with nested replies, AI-working states, clear, more. */
export function HomeFeedScreen() {
  const { t } = useTranslation('feed');
  const host = useHost();
  const waitingNow = useRef(false);
  const feed = useHomeFeed(() => (waitingNow.current ? WAITING_REFRESH_MS : IDLE_REFRESH_MS));
  const posts = feed.data?.posts ?? [];
  const waiting = useAiWaiting(posts);
  waitingNow.current = waiting.anyWaiting;
  const { visible, cleared, clear } = useClearedFeed(posts);
  useHomeFeedLive();

  const posting = usePostToFeed(waiting);
  const generateMore = useGenerateMore();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const language = host.settings.language;

  const handlers = useHomePostHandlers(posts, waiting);

  const askForMore = () =>
    generateMore.mutate(
      { ...feedTopics(visible), language },
      { onError: () => toastError(t('homeFeed.generateFailed')) },
    );

  return (
    <section className="home-feed" aria-labelledby="home-feed-title">
      <div className="home-row home-row--between">
        <h1 id="home-feed-title">{t('homeFeed.title')}</h1>
        <Button variant="outline" size="sm" onClick={() => setConfirmingClear(true)}>
          {t('homeFeed.clear')}
        </Button>
      </div>
      {host.user ? (
        <PostComposer pending={posting.pending} onPost={posting.post} />
      ) : (
        <Button onClick={() => host.login()}>{t('homeFeed.signInToPost')}</Button>
      )}
      {waiting.feedWaiting && <AiWorking label={t('homeFeed.aiWorking')} />}
      {feed.isPending ? (
        <Spinner label={t('homeFeed.loading')} />
      ) : feed.isError && !feed.data ? (
        <ErrorCard title={t('homeFeed.fetchFailed')} onRetry={() => void feed.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title={cleared ? t('homeFeed.emptyCleared') : t('homeFeed.empty')} />
      ) : (
        <div className="home-feed__list">
          {visible.map((p) => (
            <HomeConversation
              key={p.id}
              post={p}
              handlers={handlers}
              waiting={waiting.isPostWaiting(p.id)}
            />
          ))}
          <Button variant="outline" disabled={generateMore.isPending} onClick={askForMore}>
            {generateMore.isPending ? t('homeFeed.generating') : t('homeFeed.generateMore')}
          </Button>
        </div>
      )}
      <ClearFeedDialog
        open={confirmingClear}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          clear();
          setConfirmingClear(false);
        }}
      />
    </section>
  );
}
