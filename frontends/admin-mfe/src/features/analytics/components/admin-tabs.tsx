import {
  ADMIN_ACTIVITY_TABS_LIMIT,
  ADMIN_LIST_DEFAULT,
} from '@agora/contracts/src/admin-constants';
import { Tabs } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminActivity,
  AdminAnalytics,
  AdminTransaction,
  AdminUser,
} from '../api/admin-types';
import { formatEuros, latestActivity, sessionTime, type AdminSummary } from '../lib/admin-stats';
import { ActivityList } from './activity-list';
import { AdminAiCosts } from './admin-ai-costs';
import { AdminRevenueList } from './admin-revenue-list';
import { AdminUserList } from './admin-user-list';
import { Metric } from './metric';

type Tab = 'overview' | 'users' | 'revenue' | 'activity' | 'aiCosts';

interface Props {
  summary: AdminSummary;
  analytics: AdminAnalytics | undefined;
  users: AdminUser[];
  transactions: AdminTransaction[];
  activity: AdminActivity[];
}

export function AdminTabs({ summary, analytics, users, transactions, activity }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('overview');
  const euros = (value: number) => formatEuros(value, i18n.language);

  const overview = (
    <div className="ag-stat-grid admin-stat-grid">
      <Metric label={t('overview.weeklyActiveRate')} value={`${summary.weeklyActiveRate}%`} />
      <Metric label={t('overview.revenuePerUser')} value={euros(summary.revenuePerUser)} />
      <Metric label={t('overview.avgSession')} value={sessionTime(analytics)} />
    </div>
  );

  return (
    <Tabs<Tab>
      label={t('title')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'overview', label: t('tabs.overview'), content: overview },
        {
          value: 'users',
          label: t('tabs.users'),
          content: <AdminUserList users={users.slice(0, ADMIN_LIST_DEFAULT)} />,
        },
        {
          value: 'revenue',
          label: t('tabs.revenue'),
          content: <AdminRevenueList transactions={transactions.slice(0, ADMIN_LIST_DEFAULT)} />,
        },
        {
          value: 'activity',
          label: t('tabs.activity'),
          content: <ActivityList items={latestActivity(activity, ADMIN_ACTIVITY_TABS_LIMIT)} />,
        },
        {
          value: 'aiCosts',
          label: t('tabs.aiCosts'),
          content: <AdminAiCosts analytics={analytics} />,
        },
      ]}
    />
  );
}
