import type { AgentFeedPost } from '@agora/contracts';
import { Badge, type BadgeVariant, BookmarkIcon, Button, Card, HeartIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { type ConfidenceBand, confidenceBand } from '../lib/progress';

const BAND_BADGE: Record<ConfidenceBand, BadgeVariant> = {
  high: 'success',
  medium: 'warning',
  low: 'destructive',
};

const percent = (n: number) => Math.round(n * 100);

/** One agent's post: who and from which angle, the text, its bullet summary, sources and reviews. */
export function AgentPostCard({
  post,
  onToggle,
}: {
  post: AgentFeedPost;
  onToggle(kind: 'like' | 'save'): void;
}) {
  const { t } = useTranslation('feed');
  return (
    <Card className="agents-post">
      <article className="ag-stack" aria-label={post.agentName}>
        <header className="ag-row agents-post__header">
          <span className="ag-avatar" aria-hidden="true">
            {post.agentAvatar}
          </span>
          <div className="agents-post__who">
            <strong dir="auto">{post.agentName}</strong>
            <span className="ag-muted" dir="auto">
              {post.agentSpecialty}
            </span>
            <span className="ag-muted agents-post__angle" dir="auto">
              {post.angle}
            </span>
          </div>
          <Badge
            variant={BAND_BADGE[confidenceBand(post.confidence)]}
            data-band={confidenceBand(post.confidence)}
          >
            {t('agents.confidence', { value: percent(post.confidence) })}
          </Badge>
        </header>
        <p dir="auto">{post.content}</p>
        <section aria-label={t('agents.summary')}>
          <h3 className="agents-post__heading">{t('agents.summary')}</h3>
          <ul>
            {post.bulletSummary.map((point) => (
              <li key={point} dir="auto">
                {point}
              </li>
            ))}
          </ul>
        </section>
        {post.researchSources.length > 0 && (
          <section aria-label={t('agents.sources')}>
            <h3 className="agents-post__heading">{t('agents.sources')}</h3>
            <ol className="agents-post__sources">
              {post.researchSources.map((source) => (
                <li key={source}>
                  <cite dir="auto">{source}</cite>
                </li>
              ))}
            </ol>
          </section>
        )}
        {post.reviews.length > 0 && (
          <details>
            <summary>
              {t('agents.reviews', { n: post.reviews.length })} ·{' '}
              {t('agents.relevance', { value: percent(post.relevanceScore) })}
            </summary>
            <ul>
              {post.reviews.map((review) => (
                <li key={review.reviewer} dir="auto">
                  <strong>{review.reviewer}</strong>: {review.reason}
                </li>
              ))}
            </ul>
          </details>
        )}
        <div className="ag-row">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.liked}
            onClick={() => onToggle('like')}
          >
            <HeartIcon size={16} filled={post.liked} /> {t('reactions.like')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.saved}
            onClick={() => onToggle('save')}
          >
            <BookmarkIcon size={16} filled={post.saved} /> {t('reactions.save')}
          </Button>
        </div>
      </article>
    </Card>
  );
}
