import type { CreditTransaction } from '@agora/contracts';
import { Card, EmptyState, ErrorCard, ReceiptIcon, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@agora/ui';

export function TransactionHistory() {
  const { t } = useTranslation('billing');
  const subscription = useSubscription();

  if (subscription.isPending) return <Spinner label={t('history.loading')} />;
  if (subscription.isError)
    return (
      <ErrorCard message={t('history.loadFailed')} onRetry={() => void subscription.refetch()} />
    );
  const transactions = subscription.data.recentTransactions ?? [];
  if (transactions.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptIcon size={40} />}
        title={t('history.empty')}
        description={t('history.emptyDescription')}
      />
    );
  }
  return (
    <Card className="billing-history-card">
      <ul className="ag-rows" aria-label={t('tabs.history')}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </Card>
  );
}

function TransactionRow({ transaction }: { transaction: CreditTransaction }) {
  const { t, i18n } = useTranslation('billing');
  const positive = transaction.amount > 0;
  const amount = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' }).format(
    transaction.amount,
  );
  return (
    <li className="ag-rows__item">
      <div>
        <p className="billing-history__description" dir="auto">
          {transaction.description}
        </p>
        <p className="ag-muted billing-history__date">
          <time dateTime={transaction.createdAt}>
            {new Date(transaction.createdAt).toLocaleString(i18n.language)}
          </time>
        </p>
      </div>
      <div className="billing-history__numbers">
        <p
          className={
            positive
              ? 'billing-amount billing-amount--plus'
              : 'billing-amount billing-amount--minus'
          }
        >
          {amount}
        </p>
        <p className="ag-muted">{t('history.balance', { balance: transaction.balance })}</p>
      </div>
    </li>
  );
}
