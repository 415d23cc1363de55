import type { PurchaseResult } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** Confirms a returned checkout; the server adds its credits once (idempotent on the session id). */
export const processCreditPurchase = (sessionId: string) =>
  apiRequest<PurchaseResult>(
    'GET',
    `/api/process-credit-purchase?session_id=${encodeURIComponent(sessionId)}`,
  );
