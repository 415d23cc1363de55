import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPublicStats, type PublicStats } from './public-stats';

const KEYS: Array<keyof PublicStats> = [
  'totalUsers',
  'activeUsers',
  'totalPosts',
  'totalConversations',
];

/** Live community numbers from GET /api/public-stats. */
export function LandingPublicStats() {
  const { t, i18n } = useTranslation('shell');
  const stats = useQuery({ queryKey: ['/api/public-stats'], queryFn: fetchPublicStats });
  // The first number formatter of a page loads the locale's number data (about 50 ms on a slow
  // phone): made once the numbers are here, it stays out of the render that adopts the landing.
  const format = useMemo(
    () => (stats.data ? new Intl.NumberFormat(i18n.language) : undefined),
    [stats.data, i18n.language],
  );
  return (
    <section aria-labelledby="landing-public-stats">
      <h2 id="landing-public-stats">{t('landing.publicStats.title')}</h2>
      <dl className="ag-stat-grid shell-stat-grid">
        {KEYS.map((key) => (
          <div key={key} className="ag-card shell-stat">
            <dd className="ag-stat__value">
              {stats.data && format ? format.format(stats.data[key]) : '…'}
            </dd>
            <dt className="ag-muted">{t(`landing.publicStats.${key}`)}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
