import { useTranslation } from 'react-i18next';

export function AgentsPage() {
  const { t } = useTranslation('feed');
  return (
    <section className="ag-stack">
      <h1>{t('title.agents')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
