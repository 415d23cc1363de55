import { Button, Card, CardContent, useSubscription } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useCreditPacks } from '../api/get-credit-packs';
import { GROUP_CHATS_MIN_CREDITS, smallestPackCovering } from '../utils/join-redirect';

/**
 * Tells a learner sent here by a study group invitation why (the join needs credits), how many are
 * missing and which pack is enough; once the balance is enough, takes them back to the group.
 */
export function JoinRedirectNotice({
  onContinue,
  onDismiss,
}: {
  onContinue(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation('billing');
  const credits = useSubscription().data?.credits ?? null;
  const ready = credits !== null && credits >= GROUP_CHATS_MIN_CREDITS;

  return (
    <Card className="billing-join-notice" role="status">
      <CardContent className="billing-join-notice__content">
        {ready ? <p>{t('joinRedirect.ready')}</p> : <JoinShortfall credits={credits} />}
        <div className="billing-join-notice__actions">
          {ready && <Button onClick={onContinue}>{t('joinRedirect.continue')}</Button>}
          <Button
            variant="ghost"
            size="sm"
            onClick={onDismiss}
            aria-label={t('joinRedirect.dismiss')}
            title={t('joinRedirect.dismiss')}
          >
            ✕
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** What the join asks for, what is missing and the smallest pack that alone covers it. */
function JoinShortfall({ credits }: { credits: number | null }) {
  const { t } = useTranslation('billing');
  const packs = useCreditPacks();
  const required = t('creditCount', { count: GROUP_CHATS_MIN_CREDITS });
  if (credits === null) return <p>{t('joinRedirect.need', { required })}</p>;

  const missing = GROUP_CHATS_MIN_CREDITS - credits;
  const pack = packs.data?.length ? smallestPackCovering(packs.data, missing) : undefined;
  return (
    <div className="billing-join-notice__text">
      <p>
        {t('joinRedirect.needWithBalance', {
          required,
          current: t('creditCount', { count: credits }),
        })}
      </p>
      <p>
        {t('joinRedirect.missing', { count: missing })}
        {pack !== undefined && ' '}
        {pack === null && t('joinRedirect.combine')}
        {pack && t('joinRedirect.packEnough', { pack: pack.name })}
      </p>
    </div>
  );
}
