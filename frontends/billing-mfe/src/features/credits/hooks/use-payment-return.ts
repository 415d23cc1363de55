import { useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SUBSCRIPTION_QUERY_KEY } from '@agora/ui';
import { processCreditPurchase } from '../api/process-credit-purchase';
import { purchaseOutcomeToast } from '../utils/purchase-outcome';

/** Spec 02 §4 (credits page): after a success return, re-read the balance every 2 s, 5 times. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 5;
const START_PROGRESS = 10;
const IDLE: PaymentReturnState = { processing: false, progress: 0, confirmed: false };

export interface PaymentReturnState {
  processing: boolean;
  /** 0–100 for the progress bar. */
  progress: number;
  /** The server confirmed the purchase (its toast has been shown). */
  confirmed: boolean;
}

/**
 * Handles the return from checkout: `?success=true&session_id=…` confirms the purchase and shows
 * the outcome; `?canceled=true` tells the buyer nothing was charged. Both clear the query string.
 */
export function usePaymentReturn(): PaymentReturnState {
  const [params, setParams] = useSearchParams();
  const host = useHost();
  const queryClient = useQueryClient();
  const { t } = useTranslation('billing');
  const [state, setState] = useState<PaymentReturnState>(IDLE);
  const handledSession = useRef<string | null>(null);

  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (canceled) {
      host.toast({
        variant: 'destructive',
        title: t('toast.canceled.title'),
        description: t('toast.canceled.description'),
      });
      setParams({}, { replace: true });
      return;
    }
    if (!sessionId || handledSession.current === sessionId) return;
    handledSession.current = sessionId;
    setState({ processing: true, progress: START_PROGRESS, confirmed: false });
    setParams({}, { replace: true });
    processCreditPurchase(sessionId).then(
      (result) => {
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        if (result.success) setState((prev) => ({ ...prev, confirmed: prev.processing }));
        host.toast(purchaseOutcomeToast(t, result));
      },
      () => host.toast(purchaseOutcomeToast(t, null)),
    );
  }, [canceled, sessionId, host, queryClient, setParams, t]);

  useEffect(() => {
    if (!state.processing) return;
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      if (attempts >= PAYMENT_POLL_ATTEMPTS) {
        clearInterval(timer);
        setState(IDLE);
      } else {
        setState((prev) => ({
          ...prev,
          progress: START_PROGRESS + ((100 - START_PROGRESS) * attempts) / PAYMENT_POLL_ATTEMPTS,
        }));
      }
    }, PAYMENT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.processing, queryClient]);

  return state;
}
