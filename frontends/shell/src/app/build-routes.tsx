import type { RouteObject } from 'react-router-dom';
import type { AuthState } from '../auth/use-auth';
import { LandingPage } from '../pages/landing/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ProfilePage } from '../pages/profile-page';
import { RemoteRoute } from '../remotes/remote-route';
import { RemoteSwitch } from '../remotes/remote-switch';
import { AdminGate } from './admin-gate';
import { AuthLoadingScreen, ShellLayout } from './shell-layout';

/** A rabbit-hole share link (`/#/rabbit-hole/{id}`) opens that thread read-only for visitors too. */
function VisitorRoot() {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return /^#\/rabbit-hole\//.test(hash) ? <RemoteRoute remote="feed" path="/" /> : <LandingPage />;
}

export function buildRoutes(auth: AuthState, probablySignedIn: boolean): RouteObject[] {
  if (auth === 'loading') {
    const spinner: RouteObject = { path: '*', element: <AuthLoadingScreen /> };
    if (probablySignedIn) return [spinner];
    // a probable visitor at exactly / sees the landing at once
    return [
      { element: <ShellLayout />, children: [{ path: '/', element: <VisitorRoot /> }] },
      spinner,
    ];
  }
  const children: RouteObject[] =
    auth === 'signed-in'
      ? [
          // only the admin may load that remote (and it is never prefetched)
          { path: '/admin', element: <AdminGate /> },
          { path: '/landing', element: <LandingPage /> },
          { path: '/profile', element: <ProfilePage /> },
          // every other screen is whichever remote's routes claim the path
          { path: '*', element: <RemoteSwitch visitors={false} fallback={<NotFoundPage />} /> },
        ]
      : [
          { path: '/', element: <VisitorRoot /> },
          { path: '*', element: <RemoteSwitch visitors fallback={<LandingPage />} /> },
        ];
  return [{ element: <ShellLayout />, children }];
}
