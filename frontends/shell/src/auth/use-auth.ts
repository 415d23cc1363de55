import { apiRequest, statusOfError, type HostUser } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie, rememberSession } from './session-hint';

interface AuthUserResponse {
  id: string;
  email?: string | null;
  firstName?: string | null;
  profileImageUrl?: string | null;
  credits?: number;
  isAdmin?: boolean;
}

/**
 * The current user, or null when signed out: no session cookie hint (nothing asked), 401 silently,
 * any other failure logged.
 */
export async function fetchCurrentUser(): Promise<HostUser | null> {
  if (!hasSessionCookie()) {
    rememberSession(false);
    return null;
  }
  try {
    const user = await apiRequest<AuthUserResponse>('GET', '/api/auth/user');
    rememberSession(true);
    return {
      id: user.id,
      email: user.email ?? null,
      firstName: user.firstName ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
      credits: user.credits,
      isAdmin: user.isAdmin === true,
    };
  } catch (error) {
    if (statusOfError(error) !== 401) console.error('Auth check failed', error);
    rememberSession(false);
    return null;
  }
}

export const AUTH_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * Spec 01 §4: no retry, no focus refetch, refetched on mount, fresh for 60 s. Without the session
 * hint cookie the answer is known at once (signed out), so a visitor's first render is final.
 */
export const authQueryOptions = queryOptions({
  queryKey: AUTH_QUERY_KEY,
  queryFn: fetchCurrentUser,
  initialData: () => (hasSessionCookie() ? undefined : null),
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: true,
  staleTime: 60_000,
});

export type AuthState = 'loading' | 'signed-in' | 'signed-out';

export function useAuth(): { user: HostUser | null; state: AuthState } {
  const query = useQuery(authQueryOptions);
  const user = query.data ?? null;
  const state: AuthState = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  return { user, state };
}
