import { useTranslation } from 'react-i18next';

export function FeedTabsPage() {
  const { t } = useTranslation('feed');
  return (
    <section className="ag-stack">
      <h1>{t('title.feed')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
