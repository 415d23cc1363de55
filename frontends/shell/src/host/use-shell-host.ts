import { goToLogin, goToLogout, toast, type HostApi } from '@agora/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { useShellSettings } from '../settings/settings-context';

/** The host API handed to remotes (through HostProvider). */
export function useShellHost(openChat: (persona: string) => void): HostApi {
  const { user, state } = useAuth();
  const [settings, saveSettings] = useShellSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useMemo<HostApi>(
    () => ({
      user,
      authLoading: state === 'loading',
      settings,
      saveSettings,
      toast,
      openChat,
      navigate: (to, options) => void navigate(to, options),
      login: (returnTo) => goToLogin(returnTo ?? here),
      logout: goToLogout,
    }),
    [user, state, settings, saveSettings, openChat, navigate, here],
  );
}
