import { cx } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

/** The five-entry bottom navigation; Chats carries a red pulsing dot while signed in. */
export function BottomNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav className="shell-bottom-nav" aria-label={t('nav.label')}>
      <ul>
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item.path, pathname);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                className={cx('shell-bottom-nav__link', active && 'shell-bottom-nav__link--active')}
                aria-current={active ? 'page' : undefined}
              >
                <span className="shell-bottom-nav__icon" aria-hidden="true">
                  <item.Icon />
                  {item.path === '/chats' && signedIn && (
                    <span className="shell-pulse-dot" data-testid="chats-dot" />
                  )}
                </span>
                <span className="shell-bottom-nav__label">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
