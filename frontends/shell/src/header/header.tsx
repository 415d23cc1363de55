import { ColumnsIcon, type HostUser } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SignInButton } from '../auth/sign-in-button';
import { SettingsDialog } from '../settings/settings-dialog';
import { AccountMenu } from './account-menu';
import { CreditBadge } from './credit-badge';
import { HelpDialog } from './help-dialog';

export function Header({ user }: { user: HostUser | null }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Link to="/feed" className="shell-logo" aria-label={t('header.logoLabel')}>
          <ColumnsIcon /> Agora
        </Link>
        <div className="shell-header__actions">
          {user && <CreditBadge />}
          <HelpDialog />
          <SettingsDialog />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <SignInButton size="sm" returnTo={`${location.pathname}${location.search}`}>
              {t('header.signIn')}
            </SignInButton>
          )}
        </div>
      </div>
    </header>
  );
}
