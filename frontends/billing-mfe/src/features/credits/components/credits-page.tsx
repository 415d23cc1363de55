import { useTranslation } from 'react-i18next';

export function CreditsPage() {
  const { t } = useTranslation('billing');
  return (
    <section className="ag-stack">
      <h1>{t('title.credits')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
