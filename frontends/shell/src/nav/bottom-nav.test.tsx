import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { prepareLanguage } from '../app/document-language';
import { BottomNav } from './bottom-nav';
import { isNavItemActive } from './nav-items';

describe(isNavItemActive.name, () => {
  it('is active when the path starts with the entry path', () => {
    expect(isNavItemActive('/chats', '/chats')).toBe(true);
    expect(isNavItemActive('/chats', '/chats/42')).toBe(true);
    expect(isNavItemActive('/feed', '/home')).toBe(false);
  });

  it('matches the root path only exactly', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/feed')).toBe(false);
  });
});

async function renderNav(path: string, signedIn: boolean) {
  await prepareLanguage();
  const router = createMemoryRouter([{ path: '*', element: <BottomNav signedIn={signedIn} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe(BottomNav.name, () => {
  it('renders the five entries and marks the current one', async () => {
    await renderNav('/chats/abc', true);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'Ask Anything',
      'Feed',
      'Chats',
      'Profile',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home',
      '/ask',
      '/feed',
      '/chats',
      '/profile',
    ]);
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chats');
  });

  it('shows the red dot on Chats only when signed in', async () => {
    await renderNav('/home', true);
    expect(screen.getByTestId('chats-dot')).toBeInTheDocument();
  });

  it('hides the red dot for visitors', async () => {
    await renderNav('/home', false);
    expect(screen.queryByTestId('chats-dot')).toBeNull();
  });
});
