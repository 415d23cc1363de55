import { ChatIcon, FeedIcon, HomeIcon, QuestionIcon, UserIcon } from '@agora/ui';
import type { ComponentType } from 'react';

export interface NavItem {
  path: string;
  labelKey: string;
  Icon: ComponentType;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/home', labelKey: 'nav.home', Icon: HomeIcon },
  { path: '/ask', labelKey: 'nav.ask', Icon: QuestionIcon },
  { path: '/feed', labelKey: 'nav.feed', Icon: FeedIcon },
  { path: '/chats', labelKey: 'nav.chats', Icon: ChatIcon },
  { path: '/profile', labelKey: 'nav.profile', Icon: UserIcon },
];

/** An entry is active when the path starts with its path; the root path matches only exactly. */
export function isNavItemActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath.startsWith(itemPath);
}
