import type { ReactedPost } from '@agora/contracts';
import { Button, Card, EmptyState, ErrorCard, Spinner, useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KEY, LIKES_KEY, SAVES_KEY } from '../../../lib/reactions/reaction-keys';
import { toggleReaction, type ReactionKind } from '../../../lib/reactions/toggle-reaction';
import { useReactedPosts } from '../api/reactions-api';

/** Liked Posts or Saved Posts: remove from the list (Unlike / Unsave) or do the opposite action. */
export function ReactedPostsPage({ kind }: { kind: ReactionKind }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const queryClient = useQueryClient();
  const query = useReactedPosts(kind);
  const other: ReactionKind = kind === 'like' ? 'save' : 'like';

  const refresh = () =>
    Promise.all(
      [LIKES_KEY, SAVES_KEY, ACTIVITY_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const remove = async (post: ReactedPost) => {
    try {
      await toggleReaction(kind, post);
      host.toast(
        kind === 'like'
          ? { title: t('reactions.unliked'), description: t('reactions.unlikedText') }
          : { title: t('reactions.unsaved'), description: t('reactions.unsavedText') },
      );
    } catch {
      host.toast({
        title: t('error'),
        description: t(kind === 'like' ? 'reactions.unlikeFailed' : 'reactions.unsaveFailed'),
        variant: 'destructive',
      });
    }
    await refresh();
  };

  const opposite = async (post: ReactedPost) => {
    try {
      const on = await toggleReaction(other, post);
      if (on)
        host.toast(
          other === 'like'
            ? { title: t('reactions.liked'), description: t('reactions.likedText') }
            : { title: t('reactions.saved'), description: t('reactions.savedText') },
        );
      else
        host.toast(
          other === 'like'
            ? { title: t('reactions.unliked'), description: t('reactions.unlikedText') }
            : { title: t('reactions.unsaved'), description: t('reactions.unsavedText') },
        );
    } catch {
      host.toast({
        title: t('error'),
        description: t(other === 'like' ? 'reactions.likeFailed' : 'reactions.saveFailed'),
        variant: 'destructive',
      });
    }
    await refresh();
  };

  const title = t(kind === 'like' ? 'title.likes' : 'title.saves');
  if (!host.user) {
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
      {query.isError && (
        <ErrorCard message={query.error.message} onRetry={() => void query.refetch()} />
      )}
      {query.data?.length === 0 && (
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
        {query.data?.map((post) => (
          <Card key={post.id} className="feed-post" data-testid="reacted-post">
            <strong>{post.author}</strong>
            <p className="feed-post__content">{post.content}</p>
            <div className="feed-row">
              <Button variant="outline" size="sm" onClick={() => void remove(post)}>
                {t(kind === 'like' ? 'reactions.unlike' : 'reactions.unsave')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void opposite(post)}>
                {t(other === 'like' ? 'reactions.like' : 'reactions.save')}
              </Button>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}

export function LikesPage() {
  return <ReactedPostsPage kind="like" />;
}

export function SavesPage() {
  return <ReactedPostsPage kind="save" />;
}
