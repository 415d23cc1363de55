import { SparkleIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCredits } from './use-credits';

export function CreditBadge() {
  const { t } = useTranslation('shell');
  const credits = useCredits(true);
  return (
    <Link
      to="/credits"
      className="shell-credit-badge"
      aria-label={t('header.creditsLabel', { count: credits })}
    >
      <SparkleIcon size={16} />
      <span>{credits}</span>
    </Link>
  );
}
