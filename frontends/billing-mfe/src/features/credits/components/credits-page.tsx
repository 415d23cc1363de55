import { BackArrowIcon, Button, Tabs, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJoinRedirect } from '../hooks/use-join-redirect';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { BalanceCard } from './balance-card';
import { CreditPacksTab } from './credit-packs-tab';
import './credits.css';
import { JoinRedirectNotice } from './join-redirect-notice';
import { PaymentProcessingCard } from './payment-processing-card';
import { PlansTab } from './plans-tab';
import { TransactionHistory } from './transaction-history';

type CreditsTab = 'plans' | 'packs' | 'history';

/** /credits: balance, payment return, plans, packs and the transaction history (spec 02 §2). */
export function CreditsPage() {
  const { t } = useTranslation('billing');
  const host = useHost();
  const [tab, setTab] = useState<CreditsTab>('packs');
  const payment = usePaymentReturn();
  const joinRedirect = useJoinRedirect();

  return (
    <section className="ag-stack billing-page">
      <div>
        <Button variant="ghost" size="sm" onClick={() => host.navigate('/')}>
          <BackArrowIcon /> {t('back')}
        </Button>
      </div>
      <h1 className="billing-page__title">{t('title.credits')}</h1>
      {joinRedirect.path && (
        <JoinRedirectNotice
          onContinue={joinRedirect.continueToGroup}
          onDismiss={joinRedirect.dismiss}
        />
      )}
      {payment.processing && (
        <PaymentProcessingCard progress={payment.progress} confirmed={payment.confirmed} />
      )}
      <BalanceCard onBuyCredits={() => setTab('packs')} />
      <Tabs<CreditsTab>
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'plans',
            label: t('tabs.plans'),
            content: <PlansTab onViewPacks={() => setTab('packs')} />,
          },
          { value: 'packs', label: t('tabs.packs'), content: <CreditPacksTab /> },
          { value: 'history', label: t('tabs.history'), content: <TransactionHistory /> },
        ]}
      />
    </section>
  );
}
