import { useHost } from '@agora/ui';
import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  forgetJoinPath,
  pendingJoinPath,
  rememberJoinPath,
  safeJoinPath,
} from '../utils/join-redirect';

export interface JoinRedirect {
  /** `/join/{shareId}` the learner came from, or null. */
  path: string | null;
  /** Goes back to the join page (which joins automatically) and forgets the pending path. */
  continueToGroup(): void;
  /** The learner no longer wants to join: forgets the pending path and hides the notice. */
  dismiss(): void;
}

/**
 * `?redirect=/join/…` on arrival, kept in this tab until it is used, replaced by another
 * `redirect` or dismissed. It survives the checkout round trip (the return carries `success` or
 * `canceled`, never `redirect`, and is then stripped) and a reload of plain /credits after it.
 */
export function useJoinRedirect(): JoinRedirect {
  const [params, setParams] = useSearchParams();
  const host = useHost();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const asked = safeJoinPath(params.get('redirect'));
  const path = asked ?? pendingJoinPath();

  useEffect(() => {
    if (asked) rememberJoinPath(asked);
  }, [asked]);

  return {
    path,
    continueToGroup: () => {
      if (!path) return;
      forgetJoinPath();
      host.navigate(path);
    },
    dismiss: () => {
      forgetJoinPath();
      if (!params.has('redirect')) return refresh();
      // Drop it from the address too, or a reload would bring it back.
      const rest = new URLSearchParams(params);
      rest.delete('redirect');
      setParams(rest, { replace: true });
    },
  };
}
