import {
  Button,
  Card,
  ErrorCard,
  ForwardArrowIcon,
  goToLogout,
  SparkleIcon,
  Spinner,
  useHost,
} from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCredits } from '../header/use-credits';
import { useProfileStats, type ProfileStats } from './use-profile-stats';

const STAT_KEYS: Array<keyof ProfileStats> = ['likes', 'saves', 'posts', 'totalActivity'];
const LINKS = [
  { to: '/activity', key: 'activity', icon: '📈' },
  { to: '/likes', key: 'likes', icon: '❤️' },
  { to: '/saves', key: 'saves', icon: '🔖' },
] as const;

export function ProfilePage() {
  const { t } = useTranslation('shell');
  const { user } = useHost();
  const credits = useCredits(Boolean(user));
  const stats = useProfileStats();
  const name = user?.firstName || user?.email || t('account.myAccount');

  return (
    <div className="ag-app-column ag-stack">
      <div className="shell-profile-head">
        <div className="ag-avatar shell-avatar" aria-hidden="true">
          {user?.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" />
          ) : (
            name.charAt(0).toUpperCase()
          )}
        </div>
        <div>
          {/* The learner's own name and address, in whatever script they are written. */}
          <h1 dir="auto">{name}</h1>
          {user?.email && (
            <p className="ag-muted" dir="auto">
              {user.email}
            </p>
          )}
        </div>
      </div>

      <Link to="/credits" className="shell-card-link">
        <Card className="shell-credits-card">
          <span className="ag-muted">{t('profile.credits')}</span>
          <strong className="shell-credits-card__value">
            <SparkleIcon size={26} /> {credits}
          </strong>
          <span>
            {t('profile.creditsCta')} <ForwardArrowIcon />
          </span>
        </Card>
      </Link>

      <section aria-labelledby="profile-stats">
        <h2 id="profile-stats">{t('profile.statsTitle')}</h2>
        {stats.isPending && <Spinner />}
        {stats.isError && (
          <ErrorCard message={t('profile.statsFailed')} onRetry={() => void stats.refetch()} />
        )}
        {stats.data === null && <p className="ag-muted">{t('profile.statsUnavailable')}</p>}
        {stats.data && (
          <div className="ag-stat-grid shell-stat-grid">
            {STAT_KEYS.map((key) => (
              <Card key={key} className="shell-stat">
                <strong className="ag-stat__value">{stats.data?.[key]}</strong>
                <span className="ag-muted">{t(`profile.stats.${key}`)}</span>
              </Card>
            ))}
          </div>
        )}
      </section>

      <nav className="ag-stack" aria-label={t('profile.linksLabel')}>
        {LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="ag-button ag-button--outline shell-profile-link"
          >
            <span aria-hidden="true">{link.icon}</span> {t(`account.${link.key}`)}
          </Link>
        ))}
      </nav>
      <Button variant="destructive" onClick={goToLogout}>
        {t('account.signOut')}
      </Button>
    </div>
  );
}
