import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@roamcast/shared/schemas/user';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { clearSignIn, hasAuthToken, storeUser } from './tokens';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor. A refused token is forgotten so the app stops sending it. */
async function getSession({ signal }: { signal: AbortSignal }): Promise<User | null> {
  if (!hasAuthToken()) return null;
  try {
    const { user } = await api.get<{ user: User }>('/api/user/session', { signal });
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSignIn();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Revokes the token on the server (best effort), then forgets every credential and cached account data. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (hasAuthToken()) {
    try {
      await api.post('/api/auth/logout');
    } catch {
      // An expired or already revoked token still signs out locally.
    }
  }
  clearSignIn();
  queryClient.removeQueries({ queryKey: ['user'] });
  queryClient.setQueryData(sessionQueryKey, null);
}

/** After a sign-in: remember the user and refresh everything that depends on who is signed in. */
export async function refreshAfterSignIn(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(sessionQueryKey, user);
  queryClient.removeQueries({ queryKey: ['user'] });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
