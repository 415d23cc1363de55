import { Button, Card, CardContent, useSubscription } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { GROUP_CHATS_MIN_CREDITS } from '../utils/join-redirect';

/**
 * Tells a learner sent here by a study group invitation why (the join needs credits) and, once the
 * balance is enough, takes them back to the group.
 */
export function JoinRedirectNotice({ onContinue }: { onContinue(): void }) {
  const { t } = useTranslation('billing');
  const subscription = useSubscription();
  const credits = subscription.data?.credits ?? null;
  const required = t('creditCount', { count: GROUP_CHATS_MIN_CREDITS });

  if (credits !== null && credits >= GROUP_CHATS_MIN_CREDITS) {
    return (
      <Card className="billing-join-notice" role="status">
        <CardContent className="billing-join-notice__content">
          <p>{t('joinRedirect.ready')}</p>
          <Button onClick={onContinue}>{t('joinRedirect.continue')}</Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="billing-join-notice" role="status">
      <CardContent className="billing-join-notice__content">
        <p>
          {credits === null
            ? t('joinRedirect.need', { required })
            : t('joinRedirect.needWithBalance', {
                required,
                current: t('creditCount', { count: credits }),
              })}
        </p>
      </CardContent>
    </Card>
  );
}
