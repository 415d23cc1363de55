import { Card } from '@agora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SAMPLES = [
  { key: 'curie', avatar: '⚗️' },
  { key: 'aurelius', avatar: '🏛️' },
  { key: 'lovelace', avatar: '💻' },
] as const;
const ROTATE_MS = 5000;

/** A sample question and a mentor's answer, changing every 5 seconds. */
export function SampleQaRotator() {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SAMPLES.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const sample = SAMPLES[index] ?? SAMPLES[0];
  return (
    <Card aria-live="polite" className="shell-sample-qa">
      <p className="ag-muted">{t('landing.sampleTitle')}</p>
      <p className="shell-sample-qa__question">“{t(`landing.samples.${sample.key}.question`)}”</p>
      <div className="shell-sample-qa__answer">
        <span className="shell-sample-qa__avatar" aria-hidden="true">
          {sample.avatar}
        </span>
        <div>
          <strong>{t(`landing.samples.${sample.key}.mentor`)}</strong>
          <p>{t(`landing.samples.${sample.key}.answer`)}</p>
        </div>
      </div>
    </Card>
  );
}
