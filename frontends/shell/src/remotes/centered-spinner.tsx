import { Spinner } from '@agora/ui';

/** The spinner in the middle of the screen while a remote or its page loads. */
export function CenteredSpinner() {
  return (
    <div className="shell-centered">
      <Spinner />
    </div>
  );
}
