import type { RouteObject } from 'react-router-dom';
import type { AuthState } from '../auth/use-auth';
import { LandingPage } from '../pages/landing/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ProfilePage } from '../pages/profile-page';
import type { RemoteName } from '../remotes/remote-loader';
import { RemoteRoute } from '../remotes/remote-route';
import { AdminGate } from './admin-gate';
import { AuthLoadingScreen, ShellLayout } from './shell-layout';

/** Spec 02 §2: which remote owns which path for a signed-in user. */
export const SIGNED_IN_REMOTE_PATHS: ReadonlyArray<[string, RemoteName]> = [
  ['/', 'feed'],
  ['/home', 'feed'],
  ['/feed', 'feed'],
  ['/ask', 'feed'],
  ['/agents', 'feed'],
  ['/likes', 'feed'],
  ['/saves', 'feed'],
  ['/activity', 'feed'],
  ['/chats', 'chat'],
  ['/chats/:id', 'chat'],
  ['/join/:shareId', 'chat'],
  ['/shared-chat/:shareId', 'chat'],
  ['/credits', 'billing'],
];

/** Signed-out visitors reach only these remote screens; every other path shows the landing. */
export const SIGNED_OUT_REMOTE_PATHS: ReadonlyArray<[string, RemoteName]> = [
  ['/shared-chat/:shareId', 'chat'],
  ['/join/:shareId', 'chat'],
];

/** A rabbit-hole share link (`/#/rabbit-hole/{id}`) opens that thread read-only for visitors too. */
function VisitorRoot() {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return /^#\/rabbit-hole\//.test(hash) ? <RemoteRoute remote="feed" path="/" /> : <LandingPage />;
}

const remoteRoute = ([path, remote]: [string, RemoteName]): RouteObject => ({
  path,
  element: <RemoteRoute remote={remote} path={path} />,
});

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
          ...SIGNED_IN_REMOTE_PATHS.map(remoteRoute),
          // not in the table above: only the admin may load that remote (and it is never prefetched)
          { path: '/admin', element: <AdminGate /> },
          { path: '/landing', element: <LandingPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '*', element: <NotFoundPage /> },
        ]
      : [
          ...SIGNED_OUT_REMOTE_PATHS.map(remoteRoute),
          { path: '/', element: <VisitorRoot /> },
          { path: '*', element: <LandingPage /> },
        ];
  return [{ element: <ShellLayout />, children }];
}
