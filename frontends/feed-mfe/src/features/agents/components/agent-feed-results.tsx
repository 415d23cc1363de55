import { DEFAULT_MIN_CONFIDENCE } from '@agora/contracts/src/agent-feed-constants';
import { Button, EmptyState, ErrorCard, Spinner, toastError } from '@agora/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentFeed } from '../api/get-agent-feed';
import { useToggleAgentReaction } from '../api/toggle-agent-reaction';
import { AgentPostCard } from './agent-post-card';

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
        message={feed.error.message}
        onRetry={() => void feed.refetch()}
      />
    );

  const topic = feed.data.pages[0]?.topic ?? '';
  const posts = feed.data.pages.flatMap((page) => page.posts);
  // Scores are stored to two decimals; compare in hundredths so 0.5 keeps a post scored 0.50.
  const shown = posts.filter(
    (p) => Math.round(p.confidence * 100) >= Math.round(minConfidence * 100),
  );

  return (
    <section className="ag-stack" aria-labelledby={`${id}-topic`}>
      <h2 id={`${id}-topic`}>{topic}</h2>
      <div className="ag-stack agents-filter">
        <label htmlFor={`${id}-min`}>
          {t('agents.minConfidence', { value: minConfidence.toFixed(1) })}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={minConfidence}
          onChange={(event) => setMinConfidence(Number(event.target.value))}
        />
        <span className="ag-muted" role="status">
          {t('agents.shown', { shown: shown.length, total: posts.length })}
        </span>
      </div>
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
