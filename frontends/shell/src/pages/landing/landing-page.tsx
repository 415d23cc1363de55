import { Badge } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { SignInButton } from '../../auth/sign-in-button';
import { LandingDemos } from './landing-demos';
import { LandingFeatures } from './landing-features';
import { LandingPublicStats } from './landing-public-stats';
import { LandingStats } from './landing-stats';
import { SampleQaRotator } from './sample-qa-rotator';

/** For visitors: what Agora offers, the HELLO80 offer, and Start Free (sign-in). */
export function LandingPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="ag-app-column ag-stack shell-landing">
      <section className="shell-hero">
        <Badge variant="warning">{t('landing.promo')}</Badge>
        <h1>{t('landing.title')}</h1>
        <p className="shell-hero__subtitle">{t('landing.subtitle')}</p>
        <SignInButton size="lg" returnTo="/">
          {t('landing.startFree')}
        </SignInButton>
      </section>
      <SampleQaRotator />
      <LandingStats />
      <LandingDemos />
      <LandingFeatures />
      <LandingPublicStats />
      <section className="shell-hero">
        <h2>{t('landing.ctaTitle')}</h2>
        <SignInButton size="lg" returnTo="/">
          {t('landing.startFree')}
        </SignInButton>
      </section>
    </div>
  );
}
