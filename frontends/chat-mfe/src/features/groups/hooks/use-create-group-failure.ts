import { parseCreditsRequired, toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { membershipCapOf, membershipCapTexts } from '../../../lib/group-limits';
import { CREDITS_PATH, REDIRECT_DELAY_MS } from '../lib/group-constants';

/**
 * Tells why a group was not created: too few credits closes the dialog and goes on to the credits
 * page after a moment; any other error (e.g. already in as many groups as one may be) keeps the
 * dialog open.
 */
export function useCreateGroupFailure(close: () => void) {
  const { t } = useTranslation('chat');
  const host = useHost();

  return (error: unknown) => {
    const cap = membershipCapOf(error);
    if (cap) {
      const texts = membershipCapTexts(cap);
      host.toast({
        variant: 'destructive',
        title: t(texts.title),
        description: t(texts.text, { limit: cap.limit }),
      });
      return;
    }
    const gate = parseCreditsRequired(error);
    if (!gate) {
      toastError(`${t('groups.toast.createFailed')}: ${(error as Error).message}`);
      return;
    }
    host.toast({
      variant: 'destructive',
      title: t('groups.gate.title'),
      description: t('groups.gate.create', {
        required: gate.requiredCredits,
        current: gate.currentCredits,
      }),
    });
    close();
    setTimeout(() => host.navigate(CREDITS_PATH), REDIRECT_DELAY_MS);
  };
}
