import {
  ADMIN_ACTIVITY_TABS_LIMIT,
  ADMIN_LIST_DEFAULT,
} from '@agora/contracts/src/admin-constants';
import { Card, ErrorCard, Spinner, statusOfError } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useAdminActivity } from '../api/get-admin-activity';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useAdminUsers } from '../api/get-admin-users';
import { useAdminLive } from '../api/use-admin-live';
import { useAdminCharts } from '../hooks/use-admin-charts';
import { latestActivity, summarize } from '../lib/admin-stats';
import { ActivityList } from './activity-list';
import { AdminHeader } from './admin-header';
import { AdminTabs } from './admin-tabs';
import { DailyActiveChart } from './daily-active-chart';
import { FeatureUsageChart } from './feature-usage-chart';
import { StatCards } from './stat-cards';

/** Site analytics for the admin (spec 02 §2 Admin), kept current by the admin socket room. */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const analytics = useAdminAnalytics();
  const users = useAdminUsers(ADMIN_LIST_DEFAULT);
  const transactions = useAdminTransactions(ADMIN_LIST_DEFAULT);
  const activity = useAdminActivity(ADMIN_ACTIVITY_TABS_LIMIT);
  const { connected } = useAdminLive();
  const queries = [analytics, users, transactions, activity];

  const { bars, days } = useAdminCharts(analytics.data);
  const header = <AdminHeader connected={connected} />;

  const failed = queries.find((q) => q.isError);
  if (failed) {
    const status = statusOfError(failed.error);
    return (
      <section className="ag-app-column ag-stack admin-dashboard">
        {header}
        <ErrorCard
          title={t('loadFailed')}
          message={status === 401 || status === 403 ? t('adminRequired') : t('loadFailedBody')}
          onRetry={() => queries.forEach((q) => void q.refetch())}
        />
      </section>
    );
  }
  if (!analytics.data || !users.data || !transactions.data || !activity.data) {
    return (
      <section className="ag-app-column ag-stack admin-dashboard">
        {header}
        <Spinner label={t('loading')} />
      </section>
    );
  }

  const summary = summarize(analytics.data);
  return (
    <section className="ag-app-column ag-stack admin-dashboard">
      {header}
      <StatCards summary={summary} />
      <Card>
        <h2>{t('activityFeed')}</h2>
        <ActivityList items={latestActivity(activity.data.items, ADMIN_LIST_DEFAULT)} />
      </Card>
      <Card>
        <h2>{t('featureUsage.title')}</h2>
        <FeatureUsageChart label={t('featureUsage.title')} bars={bars} />
      </Card>
      <Card>
        <h2>{t('dailyActive.title')}</h2>
        {days.length === 0 ? (
          <p className="ag-muted">{t('dailyActive.empty')}</p>
        ) : (
          <DailyActiveChart label={t('dailyActive.title')} days={days} />
        )}
      </Card>
      <AdminTabs
        summary={summary}
        analytics={analytics.data}
        users={users.data.items}
        transactions={transactions.data.items}
        activity={activity.data.items}
      />
    </section>
  );
}
