import { useTranslation } from 'react-i18next';

export function ActivityPage() {
  const { t } = useTranslation('feed');
  return (
    <section className="ag-stack">
      <h1>{t('title.activity')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
