import type { CreditPack } from '@agora/contracts';

/**
 * The study group a learner was sent here to join (spec 02 §8: a join refused for credits lands on
 * `/credits?redirect=/join/{shareId}`). Only a path of this app's join page is trusted: relative,
 * one segment after `/join/` made of the characters `encodeURIComponent` leaves, so neither
 * `//host`, `/\host`, a scheme nor a query can ride along.
 */
const JOIN_PATH = /^\/join\/[A-Za-z0-9._~!*'()%-]{1,200}$/;

/** Group chats need this many credits (spec 02 §9); equal to contracts' GROUP_CHATS_MIN_CREDITS,
 * not imported: a value import of the contracts package would pull zod into this remote. */
export const GROUP_CHATS_MIN_CREDITS = 500;

/**
 * The pack with the fewest credits that alone brings in `missing` (the cheaper one of equals), or
 * null when none does and the learner needs a combination. Not the "Best Value" one: that is about
 * the rate, not about reaching the group's minimum.
 */
export function smallestPackCovering(
  packs: readonly CreditPack[],
  missing: number,
): CreditPack | null {
  return packs.reduce<CreditPack | null>((best, pack) => {
    if (pack.credits < missing) return best;
    if (!best || pack.credits < best.credits) return pack;
    return pack.credits === best.credits && pack.price < best.price ? pack : best;
  }, null);
}

export function safeJoinPath(value: string | null): string | null {
  return value !== null && JOIN_PATH.test(value) ? value : null;
}

/**
 * The checkout's return addresses are built by the server (`/credits?success=true&session_id=…`,
 * `/credits?canceled=true`), so the join path waits in this tab's sessionStorage meanwhile.
 */
const PENDING_KEY = 'agora.billing.pendingJoin';

export function rememberJoinPath(path: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, path);
  } catch {
    // Storage refused (private mode, quota): the notice simply does not survive the checkout.
  }
}

export function pendingJoinPath(): string | null {
  try {
    return safeJoinPath(sessionStorage.getItem(PENDING_KEY));
  } catch {
    return null;
  }
}

export function forgetJoinPath(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}
