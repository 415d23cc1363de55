import type { ActivityItem } from '@agora/contracts';
import {
  BookmarkIcon,
  Button,
  Card,
  EmptyState,
  ErrorCard,
  HeartIcon,
  Spinner,
  useHost,
} from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/get-activity';

/** Groups items by their local calendar day, newest day first (items arrive newest first). */
export function groupByDay(
  items: ActivityItem[],
  locale?: string,
): { day: string; items: ActivityItem[] }[] {
  const groups = new Map<string, ActivityItem[]>();
  for (const item of items) {
    const day = new Date(item.timestamp).toLocaleDateString(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups].map(([day, list]) => ({ day, items: list }));
}

export function ActivityPage() {
  const { t, i18n } = useTranslation('feed');
  const host = useHost();
  const query = useActivity();
  if (!host.user) {
    return (
      <section className="feed-page">
        <h1>{t('title.activity')}</h1>
        <EmptyState
          title={t('signIn.title')}
          action={<Button onClick={() => host.login()}>{t('signIn.action')}</Button>}
        />
      </section>
    );
  }
  return (
    <section className="feed-page">
      <h1>{t('title.activity')}</h1>
      {query.isLoading && <Spinner label={t('loading')} />}
      {query.isError && (
        <ErrorCard message={t('activity.loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.data?.length === 0 && (
        <EmptyState
          title={t('activity.empty')}
          action={
            <Button onClick={() => host.navigate('/feed?tab=historical')}>
              {t('reactions.explore')}
            </Button>
          }
        />
      )}
      {query.data &&
        groupByDay(query.data, i18n.language).map((group) => (
          <section key={group.day} aria-label={group.day}>
            <h2 className="feed-day">{group.day}</h2>
            {group.items.map((item) => (
              <Card key={`${item.action}-${item.id}`} className="feed-activity">
                {item.action === 'like' ? (
                  <HeartIcon size={16} filled />
                ) : (
                  <BookmarkIcon size={16} filled />
                )}{' '}
                {t(item.action === 'like' ? 'activity.liked' : 'activity.saved', {
                  author: item.postAuthor,
                })}{' '}
                <time dateTime={item.timestamp}>
                  {new Date(item.timestamp).toLocaleTimeString(i18n.language, {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </time>
              </Card>
            ))}
          </section>
        ))}
    </section>
  );
}
