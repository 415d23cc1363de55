import { useTranslation } from 'react-i18next';

export function GroupChatPage() {
  const { t } = useTranslation('chat');
  return (
    <section className="ag-stack">
      <h1>{t('title.groupChat')}</h1>
      <p className="ag-muted">{t('placeholder')}</p>
    </section>
  );
}
