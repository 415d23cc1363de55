import { SETTINGS_STORAGE_KEY, DEFAULT_SETTINGS } from '@agora/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomNav } from '../nav/bottom-nav';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { prepareLanguage } from './document-language';

describe(prepareLanguage.name, () => {
  it('renders Arabic right to left, in Arabic', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SETTINGS, language: 'Arabic' }),
    );
    expect(await prepareLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    const router = createMemoryRouter([{ path: '*', element: <BottomNav signedIn /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /المحادثات/ })).toHaveAttribute('href', '/chats');
  });

  it('switches back to left to right for a left-to-right language', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SETTINGS, language: 'German' }),
    );
    expect(await prepareLanguage()).toBe('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
