import { Button, useInertBackground, useLocalStorage, toast } from '@agora/ui';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrapLite } from './use-focus-first';

export const ONBOARDING_FLAG_KEY = 'agora.onboardingComplete';
const STEPS = [
  { key: 'welcome', icon: '🏛️' },
  { key: 'howItWorks', icon: '🧭' },
  { key: 'tips', icon: '💡' },
] as const;

/** Three steps shown on the main screen until the completion flag is stored. */
export function OnboardingOverlay() {
  const { t } = useTranslation('shell');
  const [done, setDone] = useLocalStorage<boolean>(ONBOARDING_FLAG_KEY, false);
  const [step, setStep] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrapLite(panel, !done, step);
  // A top-level layer of its own, so the page behind it can be made inert while it shows.
  useInertBackground(panel, !done);
  if (done) return null;

  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  const finish = () => {
    setDone(true);
    toast({ title: t('onboarding.welcomeToast'), description: t('onboarding.welcomeToastBody') });
  };

  return createPortal(
    <div
      className="shell-onboarding"
      role="dialog"
      aria-modal="true"
      aria-labelledby="onboarding-title"
    >
      <div ref={panel} className="ag-card shell-onboarding__panel">
        <p className="ag-muted">
          {t('onboarding.stepOf', { current: step + 1, total: STEPS.length })}
        </p>
        <div className="shell-onboarding__icon" aria-hidden="true">
          {current.icon}
        </div>
        <h2 id="onboarding-title">{t(`onboarding.${current.key}.title`)}</h2>
        <p>{t(`onboarding.${current.key}.body`)}</p>
        <div className="shell-onboarding__actions">
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              {t('onboarding.back')}
            </Button>
          )}
          {last ? (
            <Button onClick={finish}>{t('onboarding.finish')}</Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>{t('onboarding.next')}</Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
