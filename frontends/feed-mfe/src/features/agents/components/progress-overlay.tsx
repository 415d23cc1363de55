import { Dialog } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { GenerationProgress } from '../hooks/use-generation-progress';

/** The generation's progress bar and status text, a modal over the page while the agents work. */
export function ProgressOverlay({ state }: { state: GenerationProgress }) {
  const { t } = useTranslation('feed');
  return (
    // No onClose: it ends with the generation, not on Escape or a click beside it.
    <Dialog open={state.open} title={t('agents.progressTitle')}>
      <div
        className="agents-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-label={t('agents.progressTitle')}
      >
        <div className="agents-progress__bar" style={{ width: `${state.progress}%` }} />
      </div>
      <p role="status" aria-live="polite" data-stage={state.stage} data-live={state.live}>
        {t(`agents.stages.${state.stage}`)} {state.progress}%
      </p>
    </Dialog>
  );
}
