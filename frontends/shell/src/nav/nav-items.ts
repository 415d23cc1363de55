export interface NavItem {
  path: string;
  labelKey: string;
  icon: string;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/home', labelKey: 'nav.home', icon: '🏠' },
  { path: '/ask', labelKey: 'nav.ask', icon: '❓' },
  { path: '/feed', labelKey: 'nav.feed', icon: '📜' },
  { path: '/chats', labelKey: 'nav.chats', icon: '💬' },
  { path: '/profile', labelKey: 'nav.profile', icon: '👤' },
];

/** An entry is active when the path starts with its path; the root path matches only exactly. */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath.startsWith(itemPath);
}
