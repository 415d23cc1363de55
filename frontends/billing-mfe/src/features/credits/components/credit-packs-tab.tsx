import { CardIcon, EmptyState, ErrorCard, Spinner, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCoupons } from '../api/get-coupons';
import { useCreditPacks } from '../api/get-credit-packs';
import { redirectTo } from '../utils/redirect';
import { CreditPackCard } from './credit-pack-card';
import { FeatureCostsList } from './feature-costs-list';

export function CreditPacksTab() {
  const { t } = useTranslation('billing');
  const host = useHost();
  const packs = useCreditPacks();
  const coupons = useCoupons();
  const checkout = useCreateCheckoutSession();

  const toastError = (description: string) =>
    host.toast({ variant: 'destructive', title: t('ui:error'), description });

  const purchase = (priceId: string) => {
    if (!packs.data?.some((pack) => pack.priceId === priceId)) {
      toastError(t('packs.none'));
      return;
    }
    checkout.mutate(
      { priceId },
      {
        onSuccess: ({ url }) => (url ? redirectTo(url) : toastError(t('packs.checkoutFailed'))),
        onError: () => toastError(t('packs.checkoutFailed')),
      },
    );
  };

  return (
    <div className="ag-stack">
      {coupons.data?.creditCoupon && (
        <p className="billing-coupon" role="note">
          🎁 {t('packs.coupon', { code: coupons.data.creditCoupon })}
        </p>
      )}
      {packs.isPending && <Spinner label={t('packs.loading')} />}
      {packs.isError && (
        <ErrorCard message={t('packs.loadFailed')} onRetry={() => void packs.refetch()} />
      )}
      {packs.data?.length === 0 && (
        <EmptyState icon={<CardIcon size={40} />} title={t('packs.none')} />
      )}
      {packs.data && packs.data.length > 0 && (
        <div className="billing-packs">
          {packs.data.map((pack) => (
            <CreditPackCard
              key={pack.id}
              pack={pack}
              busy={checkout.isPending && checkout.variables?.priceId === pack.priceId}
              disabled={checkout.isPending || checkout.isSuccess}
              onPurchase={() => purchase(pack.priceId)}
            />
          ))}
        </div>
      )}
      <FeatureCostsList />
    </div>
  );
}
