import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks the history entries this page load pushed; after a reload the overlay does not reappear. */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface OverlayEntry {
  chatOverlay?: { persona: string; pageLoad: string };
}

/**
 * The mentor chat overlay as a history entry: opening it pushes the current URL again with the
 * persona in its state, so the browser's Back (or a phone's back gesture) closes it, and any
 * navigation to another screen leaves it behind. Closing it goes back to the entry it was opened
 * from.
 */
export function useChatOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as (OverlayEntry & Record<string, unknown>) | null;
  const entry = state?.chatOverlay;
  const persona = entry?.pageLoad === PAGE_LOAD ? entry.persona : null;
  // The entry a close already stepped back from (onClose may be called twice before Back lands).
  const closedKey = useRef<string | null>(null);
  const { pathname, search, hash, key } = location;

  const openChat = useCallback(
    (next: string) =>
      void navigate(
        { pathname, search, hash },
        {
          state: { ...state, chatOverlay: { persona: next, pageLoad: PAGE_LOAD } },
          // Another persona while open replaces the entry: one Back still closes the overlay.
          replace: persona !== null,
        },
      ),
    [navigate, pathname, search, hash, state, persona],
  );

  const closeChat = useCallback(() => {
    if (persona === null || closedKey.current === key) return;
    closedKey.current = key;
    void navigate(-1);
  }, [navigate, persona, key]);

  return { persona, openChat, closeChat };
}
