import type { ExplorePost, ThreadPost } from '@agora/contracts';
import { Badge, Card, InfoIcon, WarningNote } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { PostActions } from '../../lib/posts/post-actions';
import { PostActionBar } from './post-action-bar';
import { RelativeTimeLabel } from './relative-time-label';

/**
 * One figure's post: who, when, what, how grounded (claim kind + sources), and what one can do with
 * it. A stored thread's post the server did not write (`unverified`) says whose words it holds, and
 * a learner's reply says it is a learner's.
 */
export function PostCard({
  post,
  actions,
}: {
  post: ExplorePost & Partial<Pick<ThreadPost, 'kind' | 'unverified'>>;
  actions?: PostActions;
}) {
  const { t } = useTranslation('feed');
  return (
    <Card
      role="article"
      className="feed-post"
      data-testid="post-card"
      aria-label={t('post.by', { author: post.author })}
    >
      <header className="feed-post__header">
        <span className="feed-post__avatar" aria-hidden="true">
          {post.avatar}
        </span>
        <div className="feed-post__who">
          {/* Written by people and AI in any language: each reads in its own direction. */}
          <strong dir="auto">{post.author}</strong>
          <span className="feed-post__specialty" dir="auto">
            {/* A learner's reply, whatever name they post under, is never taken for a figure's. */}
            {post.kind === 'user' ? t('homeFeed.learner') : post.specialty}
          </span>
        </div>
        <span className="feed-post__time">
          <RelativeTimeLabel timestamp={post.timestamp} />
        </span>
      </header>
      {post.replyingTo && (
        <p className="feed-post__replying">{t('thread.replyingTo', { author: post.replyingTo })}</p>
      )}
      {actions?.onExplore ? (
        // Spec 01 §4 and the help dialog: tapping a post's text opens its rabbit hole.
        <button
          type="button"
          className="feed-post__content feed-post__content--open"
          dir="auto"
          onClick={actions.onExplore}
          aria-description={t('post.openThread')}
        >
          {post.content}
        </button>
      ) : (
        <p className="feed-post__content" dir="auto">
          {post.content}
        </p>
      )}
      {post.unverified && <WarningNote>{t('post.unverified')}</WarningNote>}
      <div className="feed-post__honesty">
        {post.claimKind && (
          <Badge variant={post.claimKind === 'documented' ? 'success' : 'default'}>
            {t(`claimKind.${post.claimKind}`, { defaultValue: post.claimKind })}
          </Badge>
        )}
        {post.provider === 'offline' && <Badge>{t('post.offlineEngine')}</Badge>}
        {post.sources.length > 0 && (
          <details className="feed-post__sources">
            <summary>
              <InfoIcon size={14} />
              {t('post.sources')}
            </summary>
            <ul>
              {post.sources.map((s) => (
                <li key={s} dir="auto">
                  {s}
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      {actions && <PostActionBar author={post.author} actions={actions} />}
    </Card>
  );
}
