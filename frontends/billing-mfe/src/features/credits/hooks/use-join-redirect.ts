import { useHost } from '@agora/ui';
import { useEffect, useState } from 'react';
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
}

/**
 * `?redirect=/join/…` on arrival; kept through the checkout round trip (the return carries
 * `success` or `canceled`, never `redirect`). A plain visit to /credits forgets an old one.
 */
export function useJoinRedirect(): JoinRedirect {
  const [params] = useSearchParams();
  const host = useHost();
  const asked = safeJoinPath(params.get('redirect'));
  const [returning] = useState(() => params.has('success') || params.has('canceled'));
  const [pending] = useState(() => (returning ? pendingJoinPath() : null));
  const path = asked ?? pending;

  useEffect(() => {
    if (asked) rememberJoinPath(asked);
    else if (!returning) forgetJoinPath();
  }, [asked, returning]);

  return {
    path,
    continueToGroup: () => {
      if (!path) return;
      forgetJoinPath();
      host.navigate(path);
    },
  };
}
