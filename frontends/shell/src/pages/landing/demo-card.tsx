import { Button, cx } from '@agora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoStep } from './demo-data';

export const DEMO_STEP_MS = 4000;

/** idle → playing (one more step every 4 s) → complete (Play disabled, Reset shown). */
export function DemoCard({ steps, limit }: { steps: DemoStep[]; limit: number }) {
  const { t } = useTranslation('shell');
  const total = Math.min(limit, steps.length);
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(false);
  const complete = shown >= total && total > 0;

  useEffect(() => {
    if (!playing) return;
    if (shown >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setShown((n) => n + 1), DEMO_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, shown, total]);

  const play = () => {
    setShown((n) => Math.max(n, 1));
    setPlaying(true);
  };
  const reset = () => {
    setPlaying(false);
    setShown(0);
  };

  return (
    <div className="ag-stack">
      <ol className="shell-demo" aria-live="polite">
        {steps.slice(0, shown).map((step, index) => (
          <li
            key={index}
            className={cx(
              'shell-demo__step',
              step.fromAi ? 'shell-demo__step--ai' : 'shell-demo__step--user',
            )}
          >
            <span className="shell-demo__avatar" aria-hidden="true">
              {step.avatar}
            </span>
            <div>
              {/* The demos' words (from the server, maybe in English): their own direction. */}
              {step.author && (
                <strong className="shell-demo__author" dir="auto">
                  {step.author}
                </strong>
              )}
              <p dir="auto">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="ag-row">
        <Button onClick={play} disabled={playing || complete}>
          {playing ? t('landing.demos.playing') : t('landing.demos.play')}
        </Button>
        {complete && (
          <Button variant="outline" onClick={reset}>
            {t('landing.demos.reset')}
          </Button>
        )}
      </div>
    </div>
  );
}
