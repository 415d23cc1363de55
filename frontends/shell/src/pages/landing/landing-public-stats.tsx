import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPublicStats, type PublicStats } from './public-stats';

const KEYS: Array<keyof PublicStats> = [
  'totalUsers',
  'activeUsers',
  'totalPosts',
  'totalConversations',
];

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language, made on first use: the first of a page loads the locale's number
 * data (about 50 ms on a slow phone), so it is asked for only once the numbers are here, never in
 * the render that adopts the prerendered landing.
 */
function numberFormat(language: string): Intl.NumberFormat {
  const made = formatters.get(language);
  if (made) return made;
  const format = new Intl.NumberFormat(language);
  formatters.set(language, format);
  return format;
}

/** Live community numbers from GET /api/public-stats. */
export function LandingPublicStats() {
  const { t, i18n } = useTranslation('shell');
  const stats = useQuery({ queryKey: ['/api/public-stats'], queryFn: fetchPublicStats });
  return (
    <section aria-labelledby="landing-public-stats">
      <h2 id="landing-public-stats">{t('landing.publicStats.title')}</h2>
      <dl className="ag-stat-grid shell-stat-grid">
        {KEYS.map((key) => (
          <div key={key} className="ag-card shell-stat">
            <dd className="ag-stat__value">
              {stats.data ? numberFormat(i18n.language).format(stats.data[key]) : '…'}
            </dd>
            <dt className="ag-muted">{t(`landing.publicStats.${key}`)}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
