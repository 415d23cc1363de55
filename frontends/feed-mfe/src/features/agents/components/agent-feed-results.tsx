import { DEFAULT_MIN_CONFIDENCE } from '@agora/contracts/src/agent-feed-constants';
import { Button, EmptyState, ErrorCard, Spinner, toastError } from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentFeed } from '../api/get-agent-feed';
import { useToggleAgentReaction } from '../api/toggle-agent-reaction';
import { meetsConfidence } from '../lib/confidence-filter';
import { AgentPostCard } from './agent-post-card';
import { ConfidenceFilter } from './confidence-filter';

/** A feed's posts with the minimum-confidence filter, Generate More, and its loading/error states. */
export function AgentFeedResults({
  feedId,
  onGenerateMore,
  busy,
}: {
  feedId: string;
  onGenerateMore(topic: string): void;
  busy: boolean;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  const feed = useAgentFeed(feedId);
  const toggle = useToggleAgentReaction(feedId);
  const [minConfidence, setMinConfidence] = useState(DEFAULT_MIN_CONFIDENCE);

  if (feed.isPending) return <Spinner label={t('loading')} />;
  if (feed.isError)
    return (
      <ErrorCard
        title={t('agents.loadError')}
        message={t('agents.loadFailedText')}
        onRetry={() => void feed.refetch()}
      />
    );

  const topic = feed.data.pages[0]?.topic ?? '';
  const posts = feed.data.pages.flatMap((page) => page.posts);
  const shown = posts.filter((p) => meetsConfidence(p.confidence, minConfidence));

  return (
    <section className="ag-stack" aria-labelledby={`${id}-topic`}>
      <h2 id={`${id}-topic`}>{topic}</h2>
      <ConfidenceFilter
        inputId={`${id}-min`}
        value={minConfidence}
        shown={shown.length}
        total={posts.length}
        onChange={setMinConfidence}
      />
      {posts.length === 0 ? (
        <EmptyState title={t('agents.empty')} description={t('agents.emptyText')} />
      ) : shown.length === 0 ? (
        <p className="ag-muted">{t('agents.noneMatch')}</p>
      ) : (
        <ul className="agents-list">
          {shown.map((post) => (
            <li key={post.id}>
              <AgentPostCard
                post={post}
                onToggle={(kind) =>
                  toggle.mutate(
                    { postId: post.id, kind },
                    {
                      onError: () =>
                        toastError(
                          t(kind === 'like' ? 'reactions.likeFailed' : 'reactions.saveFailed'),
                        ),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <Button
          variant="outline"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t('agents.loadMore')}
        </Button>
      )}
      <Button disabled={busy} onClick={() => onGenerateMore(topic)}>
        {busy ? t('agents.generating') : t('agents.generateMore')}
      </Button>
    </section>
  );
}
