import { explorerName } from './reply-limits';

export const GUEST_NAME_KEY = 'agora.guestName';
const EXPLORER_NAME = /^Explorer\d{1,3}$/;

/**
 * The Explorer name of someone with neither a display name nor a first name: made once and kept
 * in this browser, so the learner is the same Explorer on every visit (until Clear Cache).
 */
export function rememberedGuestName(
  storage: Storage = localStorage,
  random: () => number = Math.random,
): string {
  try {
    const kept = storage.getItem(GUEST_NAME_KEY);
    if (kept && EXPLORER_NAME.test(kept)) return kept;
    const made = explorerName(random);
    storage.setItem(GUEST_NAME_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode, quota): a name for this visit only.
    return explorerName(random);
  }
}

/**
 * Who a reply is posted as: the display name from Settings, else the signed-in learner's first
 * name, else the kept Explorer name (asked for only when needed).
 */
export function postingName(
  displayName: string,
  firstName: string | null | undefined,
  guestName: () => string,
): string {
  return displayName.trim() || firstName?.trim() || guestName();
}
