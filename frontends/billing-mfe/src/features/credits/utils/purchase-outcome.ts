import type { PurchaseResult } from '@agora/contracts';
import type { ToastInput } from '@agora/ui';
import type { TFunction } from 'i18next';

/**
 * The toast after a checkout returns: credits added, already processed, or still pending (also
 * when the confirmation failed, `result` null).
 */
export function purchaseOutcomeToast(t: TFunction, result: PurchaseResult | null): ToastInput {
  if (result?.success && result.creditsAdded > 0)
    return {
      title: t('toast.creditsAdded.title'),
      description: t('toast.creditsAdded.description', {
        added: t('creditCount', { count: result.creditsAdded }),
        balance: result.newBalance,
      }),
    };
  if (result?.success)
    return {
      title: t('toast.processed.title'),
      description: t('toast.processed.description', { balance: result.newBalance }),
    };
  return { title: t('toast.pending.title'), description: t('toast.pending.description') };
}
