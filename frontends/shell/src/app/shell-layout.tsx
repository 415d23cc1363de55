import { FullScreenSpinner, HostProvider, Toaster } from '@agora/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { Header } from '../header/header';
import { useShellHost } from '../host/use-shell-host';
import { BottomNav } from '../nav/bottom-nav';
import { OnboardingOverlay } from '../onboarding/onboarding-overlay';
import { ChatOverlayHost } from '../remotes/chat-overlay-host';
import { LayoutContext } from './layout-context';
import { useChatOverlay } from './use-chat-overlay';

/** Header, the current screen, bottom navigation, toasts and the chat overlay. */
export function ShellLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [headerHidden, setHeaderHidden] = useState(false);
  const { persona: chatPersona, openChat, closeChat } = useChatOverlay();
  const host = useShellHost(openChat);
  const layout = useMemo(() => ({ setHeaderHidden }), []);
  const { t } = useTranslation('shell');

  return (
    <HostProvider value={host}>
      <LayoutContext.Provider value={layout}>
        <div className="shell-frame">
          <a href="#main" className="shell-skip-link">
            {t('app.skipToContent')}
          </a>
          {!headerHidden && <Header user={user} />}
          <main className="shell-main" id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <BottomNav signedIn={Boolean(user)} />
        </div>
        {user && pathname === '/' && <OnboardingOverlay />}
        {chatPersona && <ChatOverlayHost persona={chatPersona} onClose={closeChat} />}
        <Toaster />
      </LayoutContext.Provider>
    </HostProvider>
  );
}

/** Shown while the sign-in state loads. */
export function AuthLoadingScreen() {
  const { t } = useTranslation('shell');
  return <FullScreenSpinner message={t('app.loading')} />;
}
