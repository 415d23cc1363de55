import i18next from 'i18next';
import type { HostApi } from '../host/host-api';
import { registerTranslations } from '../i18n/i18n';
import { parseCreditsRequired, parseInsufficientCredits } from './credits-errors';
import { creditsErrorTranslations } from './credits-error-translations';

export const CREDITS_PATH = '/credits';
const NAMESPACE = 'credits-errors';

let registered = false;
function ensureTranslations() {
  if (registered) return;
  registerTranslations(NAMESPACE, creditsErrorTranslations);
  registered = true;
}

/**
 * Shows the shared '✨ More Credits Needed' toast (with a 'Get Credits' button to /credits) when
 * `error` is a 402 insufficient-credits or a 403 credits-required answer. Returns whether it did,
 * so callers fall back to their own error toast otherwise.
 */
export function showCreditsErrorToast(
  error: unknown,
  host: Pick<HostApi, 'toast' | 'navigate'>,
): boolean {
  ensureTranslations();
  const t = i18next.getFixedT(null, NAMESPACE);
  const action = { label: t('getCredits'), onClick: () => host.navigate(CREDITS_PATH) };

  const insufficient = parseInsufficientCredits(error);
  if (insufficient) {
    host.toast({
      title: t('title'),
      description: t('insufficient', {
        count: insufficient.required,
        available: insufficient.available,
      }),
      action,
    });
    return true;
  }
  const gated = parseCreditsRequired(error);
  if (gated) {
    host.toast({
      title: t('title'),
      description: `${t('requiredAtLeast', { count: gated.requiredCredits })} ${t('current', {
        count: gated.currentCredits,
      })}`,
      action,
    });
    return true;
  }
  return false;
}
