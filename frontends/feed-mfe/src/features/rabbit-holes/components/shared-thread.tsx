import { BackArrowIcon, Button, ErrorCard, Spinner, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useRabbitHole } from '../api/get-rabbit-hole';
import { PostCard } from '../../../components/posts/post-card';

/** The thread behind a share link (`/#/rabbit-hole/{id}`), read-only. */
export function SharedThread({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('feed');
  const host = useHost();
  const query = useRabbitHole(id);
  return (
    <section className="feed-thread" aria-label={t('thread.title')}>
      <Button variant="ghost" size="sm" onClick={onClose}>
        <BackArrowIcon /> {t('thread.backToMain')}
      </Button>
      {query.isLoading && <Spinner label={t('loading')} />}
      {query.isError && (
        <ErrorCard
          title={t('thread.notFound')}
          message={t('thread.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data?.posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {query.data && !host.user && (
        <p className="feed-muted">
          {t('thread.readOnly')}{' '}
          <Button variant="outline" size="sm" onClick={() => host.login()}>
            {t('signIn.action')}
          </Button>
        </p>
      )}
    </section>
  );
}
