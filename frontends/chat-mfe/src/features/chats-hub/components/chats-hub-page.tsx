import { useTranslation } from 'react-i18next';

export function ChatsHubPage() {
  const { t } = useTranslation('chat');
  return (
    <section className="ag-stack">
      <h1>{t('title.chats')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
