/** Login and logout are full-page navigations (the server runs the sign-in flow). */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

export const LOGOUT_URL = '/api/logout';

export function goToLogin(returnTo?: string): void {
  window.location.assign(loginUrl(returnTo));
}

export function goToLogout(): void {
  window.location.assign(LOGOUT_URL);
}
