import { Button, EmptyState, ErrorCard, SparkleIcon, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useSubscriptionPlans } from '../api/get-subscription-plans';

/** Credits come in packs, not plans: the tab says so and points to the credit packs. */
export function PlansTab({ onViewPacks }: { onViewPacks(): void }) {
  const { t } = useTranslation('billing');
  const plans = useSubscriptionPlans();

  if (plans.isPending) return <Spinner label={t('plans.loading')} />;
  if (plans.isError)
    return <ErrorCard message={t('plans.loadFailed')} onRetry={() => void plans.refetch()} />;
  return (
    <EmptyState
      icon={<SparkleIcon size={40} />}
      title={t('plans.payAsYouLearn')}
      description={t('plans.payAsYouLearnDescription')}
      action={<Button onClick={onViewPacks}>{t('plans.viewPacks')}</Button>}
    />
  );
}
