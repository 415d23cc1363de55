import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeRemoteLoader } from '../testing/fake-remote-loader';
import { installFakeShellApi } from '../testing/fake-shell-api';
import { renderApp } from '../testing/render-app';

/** Where the browser goes when the button's form is sent, without any script (as before hydration). */
function formTarget(button: HTMLElement): string {
  const form = button.closest('form');
  if (!form) throw new Error('the button is not in a form');
  expect(form.method).toBe('get');
  expect(button).toHaveAttribute('type', 'submit');
  const query = new URLSearchParams(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  );
  return `${new URL(form.action).pathname}?${query}`;
}

describe('signing in from a page that may not have its code yet', () => {
  installFakeShellApi();

  it("the landing's Start Free buttons are forms that lead to sign-in and back to /", async () => {
    await renderApp(new FakeRemoteLoader({}), '/');
    const buttons = await screen.findAllByRole('button', { name: 'Start Free' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(formTarget(button)).toBe('/api/login?returnTo=%2F');
  });

  it("the header's Sign In comes back to the page it was pressed on", async () => {
    await renderApp(new FakeRemoteLoader({}), '/shared-chat/abc12345?from=link');
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    expect(formTarget(signIn)).toBe(
      `/api/login?${new URLSearchParams({ returnTo: '/shared-chat/abc12345?from=link' })}`,
    );
  });
});
