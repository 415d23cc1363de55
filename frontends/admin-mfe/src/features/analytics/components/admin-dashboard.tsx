import { Badge, Card, ErrorCard, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useAdminActivity } from '../api/get-admin-activity';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useAdminUsers } from '../api/get-admin-users';
import { featureUsage, lastWeekOfActiveUsers, latestActivity, summarize } from '../lib/admin-stats';
import { ActivityList } from './activity-list';
import { AdminTabs } from './admin-tabs';
import { BarChart } from './bar-chart';
import { StatCards } from './stat-cards';

const FEED_LIMIT = 10;

/** Site analytics for the admin (spec 02 §2 Admin). */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const analytics = useAdminAnalytics(true);
  const users = useAdminUsers(true);
  const transactions = useAdminTransactions(true);
  const activity = useAdminActivity(true);
  const queries = [analytics, users, transactions, activity];

  const header = (
    <div className="admin-header">
      <h1>{t('title')}</h1>
      <Badge variant="success" className="admin-live">
        <span className="admin-live__dot" aria-hidden="true" /> {t('live')}
      </Badge>
    </div>
  );

  const failed = queries.find((q) => q.isError);
  if (failed) {
    return (
      <section className="ag-app-column ag-stack admin-dashboard">
        {header}
        <ErrorCard
          title={t('loadFailed')}
          message={failed.error?.message}
          onRetry={() => queries.forEach((q) => void q.refetch())}
        />
      </section>
    );
  }
  if (queries.some((q) => q.isPending)) {
    return (
      <section className="ag-app-column ag-stack admin-dashboard">
        {header}
        <Spinner label={t('loading')} />
      </section>
    );
  }

  const summary = summarize(users.data ?? [], transactions.data ?? []);
  const daily = lastWeekOfActiveUsers(analytics.data);
  return (
    <section className="ag-app-column ag-stack admin-dashboard">
      {header}
      <StatCards summary={summary} />
      <Card>
        <h2>{t('activityFeed')}</h2>
        <ActivityList items={latestActivity(activity.data ?? [], FEED_LIMIT)} />
      </Card>
      <Card>
        <h2>{t('featureUsage.title')}</h2>
        <BarChart
          label={t('featureUsage.title')}
          bars={featureUsage(analytics.data).map(({ key, value }) => ({
            key,
            value,
            label: t(`featureUsage.${key}`),
          }))}
        />
      </Card>
      <Card>
        <h2>{t('dailyActive.title')}</h2>
        {daily.length === 0 ? (
          <p className="ag-muted">{t('dailyActive.empty')}</p>
        ) : (
          <BarChart
            label={t('dailyActive.title')}
            bars={daily.map((d) => ({ key: d.date, label: d.date, value: d.count }))}
          />
        )}
      </Card>
      <AdminTabs
        summary={summary}
        analytics={analytics.data}
        users={users.data ?? []}
        transactions={transactions.data ?? []}
        activity={activity.data ?? []}
      />
    </section>
  );
}
