import type { ExplorePost } from '@agora/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { threadHash, threadInAddress, threadState } from '../lib/thread-address';

/**
 * The rabbit hole open on a screen, kept in the address (see `threadInAddress`): opening one
 * pushes a history entry, so the phone's Back closes it and Forward or a reload reopens it; any
 * other navigation (a tab, the bottom navigation) leaves it closed.
 */
export function useThreadAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const thread = threadInAddress(location);
  const here = { pathname: location.pathname, search: location.search };
  // One close per visit of the entry: a double tap on Back must not go back twice (off the screen).
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  return {
    thread,
    open: (original: ExplorePost) => void navigate(here, { state: threadState(original) }),
    /** The opened thread got its stored id: its link goes into the address (same entry). */
    stored: (id: string) => {
      if (thread?.kind !== 'own' || thread.id === id) return;
      void navigate({ ...here, hash: threadHash(id) }, { replace: true, state: location.state });
    },
    close: () => {
      if (!thread || closing.current) return;
      closing.current = true;
      // A thread opened here has the screen one entry back; a share link has nothing behind it.
      if (thread.kind === 'own') void navigate(-1);
      else void navigate(here, { replace: true });
    },
  };
}
