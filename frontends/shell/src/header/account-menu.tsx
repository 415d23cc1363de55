import { goToLogout, Menu, type HostUser } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Labelled with the user's e-mail address or 'My Account'. */
export function AccountMenu({ user }: { user: HostUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  return (
    <Menu
      label={<span className="shell-account-label">{user.email || t('account.myAccount')}</span>}
      triggerClassName="ag-button ag-button--ghost ag-button--sm"
      items={[
        { key: 'profile', label: t('account.profile'), onSelect: go('/profile') },
        { key: 'likes', label: t('account.likes'), onSelect: go('/likes') },
        { key: 'saves', label: t('account.saves'), onSelect: go('/saves') },
        { key: 'activity', label: t('account.activity'), onSelect: go('/activity') },
        { key: 'sign-out', label: t('account.signOut'), onSelect: goToLogout, destructive: true },
      ]}
    />
  );
}
