import { useTranslation } from 'react-i18next';

export function SavesPage() {
  const { t } = useTranslation('feed');
  return (
    <section className="ag-stack">
      <h1>{t('title.saves')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
