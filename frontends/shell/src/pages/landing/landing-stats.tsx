import { useTranslation } from 'react-i18next';

const STATS = [
  { key: 'mentors', value: '25+' },
  { key: 'languages', value: '12' },
  { key: 'conversations', value: '100K+' },
  { key: 'accuracy', value: '95%' },
] as const;

export function LandingStats() {
  const { t } = useTranslation('shell');
  return (
    <section aria-label={t('landing.statsLabel')} className="ag-stat-grid shell-stat-grid">
      {STATS.map((stat) => (
        <div key={stat.key} className="ag-card shell-stat">
          <strong className="ag-stat__value">{stat.value}</strong>
          <span className="ag-muted">{t(`landing.stats.${stat.key}`)}</span>
        </div>
      ))}
    </section>
  );
}
