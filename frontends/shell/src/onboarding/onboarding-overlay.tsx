import { Button, Dialog, useLocalStorage, toast } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ONBOARDING_FLAG_KEY = 'agora.onboardingComplete';
const STEPS = [
  { key: 'welcome', icon: '🏛️' },
  { key: 'howItWorks', icon: '🧭' },
  { key: 'tips', icon: '💡' },
] as const;

/**
 * Three steps shown on the main screen until the completion flag is stored. A dialog without
 * `onClose`: no ×, Escape or backdrop click ends it, only the final button (which welcomes aboard).
 */
export function OnboardingOverlay() {
  const { t } = useTranslation('shell');
  const [done, setDone] = useLocalStorage<boolean>(ONBOARDING_FLAG_KEY, false);
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  const finish = () => {
    setDone(true);
    toast({ title: t('onboarding.welcomeToast'), description: t('onboarding.welcomeToastBody') });
  };

  return (
    <Dialog
      open={!done}
      title={t(`onboarding.${current.key}.title`)}
      className="shell-onboarding"
      footer={
        <>
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
        </>
      }
    >
      <p className="ag-muted">
        {t('onboarding.stepOf', { current: step + 1, total: STEPS.length })}
      </p>
      <div className="shell-onboarding__icon" aria-hidden="true">
        {current.icon}
      </div>
      <p>{t(`onboarding.${current.key}.body`)}</p>
    </Dialog>
  );
}
