import type { Settings } from '../settings/settings';
import type { ToastInput } from '../toast/toast-store';

/** The signed-in user as the shell knows it (from GET /api/auth/user). */
export interface HostUser {
  id: string;
  email: string | null;
  firstName: string | null;
  profileImageUrl?: string | null;
  credits?: number;
  isAdmin: boolean;
}

/** What a remote may ask of the shell. Remotes reach the shell through nothing else. */
export interface HostApi {
  /** null when signed out (or while auth loads; see `authLoading`). */
  user: HostUser | null;
  authLoading: boolean;
  settings: Settings;
  saveSettings(next: Settings): void;
  toast(input: ToastInput): void;
  /** Opens the mentor chat overlay with a persona (a figure's name or `custom-{id}`). */
  openChat(persona: string): void;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Full-page navigation to the sign-in flow, coming back to `returnTo` (default: here). */
  login(returnTo?: string): void;
  logout(): void;
}

/** Props of the chat remote's `./ChatOverlay`, which the shell mounts for `openChat(persona)`. */
export interface ChatOverlayProps {
  persona: string;
  onClose(): void;
}

/** Optional `handle` a remote may put on its route objects; the shell reads it. */
export interface RouteHandle {
  /** Hide the shell's header on this screen (e.g. a full-screen chat room). */
  hideHeader?: boolean;
  /** Signed-out visitors may open this screen too (a shared chat, a join link). */
  visitors?: boolean;
}
