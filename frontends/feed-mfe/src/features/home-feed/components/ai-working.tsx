import { Spinner } from '@agora/ui';

/** The 'AI working' indicator shown while figures are expected to answer. */
export function AiWorking({ label }: { label: string }) {
  return (
    <p className="home-ai-working" role="status">
      <Spinner size="sm" /> {label}
    </p>
  );
}
