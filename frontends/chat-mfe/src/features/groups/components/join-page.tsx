import { useTranslation } from 'react-i18next';

export function JoinPage() {
  const { t } = useTranslation('chat');
  return (
    <section className="ag-stack">
      <h1>{t('title.join')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
