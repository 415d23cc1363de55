import { Button, EmptyState } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div className="ag-app-column">
      <EmptyState
        headingLevel={1}
        icon="🧭"
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={<Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>}
      />
    </div>
  );
}
