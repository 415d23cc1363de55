import type { CheckoutSessionResponse, CreateCheckoutSessionBody } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

export const createCheckoutSession = (body: CreateCheckoutSessionBody) =>
  apiRequest<CheckoutSessionResponse>('POST', '/api/create-checkout-session', body);

/** Starts a checkout; the caller sends the browser to the returned url. */
export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
