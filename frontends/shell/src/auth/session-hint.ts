// Remembers whether this browser was signed in last time, so that while the sign-in state loads a
// probable visitor at / sees the landing at once and a returning user sees the spinner instead.
const KEY = 'agora.hadSession';

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage may be unavailable (private mode); the hint is only a nicety
  }
}

export function probablySignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The server's readable `agora_signed_in` cookie (set with the session, cleared when it ends): without
 * it there is no session to ask about, so a visitor makes no `/api/auth/user` request that answers 401.
 */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === 'agora_signed_in=1');
}
