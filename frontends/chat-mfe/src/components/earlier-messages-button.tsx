import { Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import './earlier-messages-button.css';

export interface EarlierMessages {
  loading: boolean;
  onLoad(): void;
}

/** Above a conversation shown from its newest messages: asks for the page before them. */
export function EarlierMessagesButton({ loading, onLoad }: EarlierMessages) {
  const { t } = useTranslation('chat');
  if (loading) return <Spinner size="sm" label={t('earlier.loading')} />;
  return (
    <button type="button" className="earlier-messages" onClick={onLoad}>
      {t('earlier.show')}
    </button>
  );
}
