/** Full-page navigation to a checkout (Stripe or the test checkout); its own module so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
