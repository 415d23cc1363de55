import type { CreditPack } from '@agora/contracts';
import { Badge, Button, Card, CardContent } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { formatEuros, formatPerCredit, savingsPercent } from '../utils/pricing';

export function CreditPackCard({
  pack,
  busy,
  disabled,
  onPurchase,
}: {
  pack: CreditPack;
  busy: boolean;
  disabled: boolean;
  onPurchase(): void;
}) {
  const { t, i18n } = useTranslation('billing');
  const savings = savingsPercent(pack);
  return (
    <Card
      className={pack.popular ? 'billing-pack billing-pack--popular' : 'billing-pack'}
      data-testid={`pack-${pack.id}`}
    >
      <CardContent className="ag-stack">
        <div className="billing-pack__head">
          <h3 className="billing-pack__name" dir="auto">
            {pack.name}
          </h3>
          {pack.popular && <Badge>{t('packs.bestValue')}</Badge>}
        </div>
        <p className="ag-muted" dir="auto">
          {pack.description}
        </p>
        <p className="billing-pack__price">{formatEuros(pack.price, i18n.language)}</p>
        <p className="billing-pack__credits">{t('creditCount', { count: pack.credits })}</p>
        <p className="ag-muted billing-pack__rate">
          {t('packs.perCredit', { price: formatPerCredit(pack, i18n.language) })}
          {savings !== null && savings > 0 && (
            <Badge variant="success" className="billing-pack__savings">
              {t('packs.save', { percent: savings })}
            </Badge>
          )}
        </p>
        <Button
          onClick={onPurchase}
          disabled={disabled}
          aria-busy={busy}
          aria-label={`${t('packs.purchase')} – ${pack.name}`}
        >
          {busy ? t('packs.redirecting') : t('packs.purchase')}
        </Button>
      </CardContent>
    </Card>
  );
}
