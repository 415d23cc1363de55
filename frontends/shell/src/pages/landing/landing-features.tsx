import { Card } from '@agora/ui';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'mentors', icon: '🎓' },
  { key: 'emotion', icon: '💡' },
  { key: 'voice', icon: '🎙️' },
  { key: 'groups', icon: '👥' },
  { key: 'research', icon: '🔬' },
  { key: 'credits', icon: '✨' },
] as const;

export function LandingFeatures() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="landing-features">
      <h2 id="landing-features">{t('landing.featuresTitle')}</h2>
      <div className="shell-feature-grid">
        {FEATURES.map((feature) => (
          <Card key={feature.key}>
            <div className="shell-feature__icon" aria-hidden="true">
              {feature.icon}
            </div>
            <h3>{t(`landing.features.${feature.key}.title`)}</h3>
            <p className="ag-muted">{t(`landing.features.${feature.key}.body`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
