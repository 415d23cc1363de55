import { Badge, Card, EmptyState, Tabs } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminActivity,
  AdminAnalytics,
  AdminTransaction,
  AdminUser,
} from '../api/admin-types';
import {
  aiCosts,
  formatDate,
  formatEuros,
  latestActivity,
  sessionTime,
  type AdminSummary,
} from '../lib/admin-stats';
import { ActivityList } from './activity-list';

type Tab = 'overview' | 'users' | 'revenue' | 'activity' | 'aiCosts';
const LIST_LIMIT = 10;
const ACTIVITY_LIMIT = 30;

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
  const costs = aiCosts(analytics);
  const usd = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(value);

  const overview = (
    <div className="ag-stat-grid admin-stat-grid">
      <Metric label={t('overview.weeklyActiveRate')} value={`${summary.weeklyActiveRate}%`} />
      <Metric label={t('overview.revenuePerUser')} value={euros(summary.revenuePerUser)} />
      <Metric label={t('overview.avgSession')} value={sessionTime(analytics)} />
    </div>
  );

  const userList =
    users.length === 0 ? (
      <EmptyState headingLevel={3} title={t('users.empty')} />
    ) : (
      <ul className="ag-rows admin-list">
        {users.slice(0, LIST_LIMIT).map((user) => (
          <li key={user.id} className="ag-rows__item">
            <span className="ag-avatar admin-initial" aria-hidden="true">
              {(user.firstName || user.email || '?').charAt(0).toUpperCase()}
            </span>
            <div className="admin-list__main">
              <strong>{user.email ?? '—'}</strong>
              <p className="ag-muted admin-mono">{user.id}</p>
            </div>
            <div className="admin-list__side">
              <span>{t('users.credits', { count: user.credits })}</span>
              <span className="ag-muted">
                {t('users.joined', { date: formatDate(user.createdAt, i18n.language) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );

  const revenue =
    transactions.length === 0 ? (
      <EmptyState headingLevel={3} title={t('revenue.empty')} />
    ) : (
      <ul className="ag-rows admin-list">
        {transactions.slice(0, LIST_LIMIT).map((tx) => (
          <li key={tx.id} className="ag-rows__item">
            <div className="admin-list__main">
              <strong>{t('users.credits', { count: tx.credits })}</strong> ·{' '}
              {euros(tx.amount / 100)}
              <p className="ag-muted admin-mono">{tx.userId}</p>
            </div>
            <div className="admin-list__side">
              <Badge variant={tx.status === 'succeeded' ? 'success' : 'warning'}>
                {tx.status === 'succeeded' ? t('revenue.succeeded') : tx.status}
              </Badge>
              <span className="ag-muted">{formatDate(tx.createdAt, i18n.language)}</span>
            </div>
          </li>
        ))}
      </ul>
    );

  const ai = (
    <div className="ag-stack">
      <div className="ag-stat-grid admin-stat-grid">
        {costs.providers.map((p) => (
          <Metric
            key={p.provider}
            label={t(`aiCosts.${p.provider}`)}
            value={usd(p.cost)}
            hint={t('aiCosts.requests', { count: p.requests })}
          />
        ))}
      </div>
      <div className="ag-stat-grid admin-stat-grid">
        <Metric label={t('aiCosts.total')} value={usd(costs.total)} />
        <Metric label={t('aiCosts.perUser')} value={usd(costs.perUser)} />
      </div>
    </div>
  );

  return (
    <Tabs<Tab>
      label={t('title')}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'overview', label: t('tabs.overview'), content: overview },
        { value: 'users', label: t('tabs.users'), content: userList },
        { value: 'revenue', label: t('tabs.revenue'), content: revenue },
        {
          value: 'activity',
          label: t('tabs.activity'),
          content: <ActivityList items={latestActivity(activity, ACTIVITY_LIMIT)} />,
        },
        { value: 'aiCosts', label: t('tabs.aiCosts'), content: ai },
      ]}
    />
  );
}

function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="admin-stat">
      <span className="ag-muted">{label}</span>
      <strong className="ag-stat__value">{value}</strong>
      {hint && <span className="ag-muted">{hint}</span>}
    </Card>
  );
}
