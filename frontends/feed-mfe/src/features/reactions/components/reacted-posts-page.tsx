import { Button, EmptyState, ErrorCard, Spinner, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { ReactionKind } from '../../../lib/reactions/toggle-reaction';
import { useReactedPostIds } from '../../../lib/reactions/get-reacted-post-ids';
import { useReactedPosts } from '../../../lib/reactions/get-reacted-posts';
import { useReactedPostToggle } from '../hooks/use-reacted-post-toggle';
import { ReactedPostCard } from './reacted-post-card';

/**
 * Liked Posts or Saved Posts (spec 02 §2): remove from the list, or toggle the other reaction. The
 * list comes a page at a time, newest first ('Load more' under it).
 */
export function ReactedPostsPage({ kind }: { kind: ReactionKind }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const other: ReactionKind = kind === 'like' ? 'save' : 'like';
  const signedIn = Boolean(host.user);
  const query = useReactedPosts(kind, signedIn);
  const posts = query.data?.pages.flatMap((page) => page.posts);
  const otherIds = useReactedPostIds(other, signedIn);
  const toggleMine = useReactedPostToggle(kind);
  const toggleOther = useReactedPostToggle(other);

  const title = t(kind === 'like' ? 'title.likes' : 'title.saves');
  if (!signedIn) {
    return (
      <section className="feed-page">
        <h1>{title}</h1>
        <EmptyState
          title={t('signIn.title')}
          action={<Button onClick={() => host.login()}>{t('signIn.action')}</Button>}
        />
      </section>
    );
  }
  return (
    <section className="feed-page">
      <h1>{title}</h1>
      {query.isLoading && <Spinner label={t('loading')} />}
      {query.isError && !query.isFetchNextPageError && (
        <ErrorCard message={t('reactions.loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {posts?.length === 0 && (
        <EmptyState
          title={t(kind === 'like' ? 'reactions.noLikes' : 'reactions.noSaves')}
          action={
            <Button onClick={() => host.navigate('/feed?tab=historical')}>
              {t('reactions.explore')}
            </Button>
          }
        />
      )}
      <div className="feed-list">
        {posts?.map((post) => (
          <ReactedPostCard
            key={post.id}
            post={post}
            kind={kind}
            otherOn={otherIds.has(post.id)}
            onRemove={() => void toggleMine(post, true)}
            onToggleOther={() => void toggleOther(post, !otherIds.has(post.id))}
          />
        ))}
      </div>
      {query.hasNextPage && (
        <div className="feed-more">
          {/* It keeps its place (and the focus) while the page loads and after a failure. */}
          <Button
            variant="outline"
            aria-disabled={query.isFetchingNextPage}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? t('reactions.loadingMore') : t('reactions.loadMore')}
          </Button>
          {query.isFetchNextPageError && !query.isFetchingNextPage && (
            <p className="feed-more__error" role="alert">
              {t('reactions.moreFailed')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

export function LikesPage() {
  return <ReactedPostsPage kind="like" />;
}

export function SavesPage() {
  return <ReactedPostsPage kind="save" />;
}
