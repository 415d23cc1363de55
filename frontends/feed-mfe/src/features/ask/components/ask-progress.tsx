import { Spinner } from '@agora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const PROGRESS_MESSAGES = 6;
export const PROGRESS_INTERVAL_MS = 2000;

/** 'Preparing your personalized feed...' with six messages that change every 2 s. */
export function AskProgress() {
  const { t } = useTranslation('feed');
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setStep((s) => (s + 1) % PROGRESS_MESSAGES),
      PROGRESS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="feed-ask feed-ask--loading" aria-busy="true">
      <Spinner />
      <h2>{t('ask.preparing')}</h2>
      <p role="status">{t(`ask.progress.${step}`)}</p>
    </section>
  );
}
