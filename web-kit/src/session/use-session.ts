import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@dreamweaver/contracts';
import { queryClient } from '../query-client.ts';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './current-user.ts';
import { createSession } from './session.ts';

/** The page's one session (web-kit is a federation singleton, so the shell and every remote share it). */
const session = createSession(queryClient);

export interface SessionView {
  user: CurrentUser | null;
  /** True until the first check of /api/auth/me has answered. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  busy: boolean;
  error: string | null;
  login: typeof session.login;
  register: typeof session.register;
  logout: typeof session.logout;
  changePassword: typeof session.changePassword;
  /** Deletes the signed-in account (password asked again) and signs this page out. */
  deleteAccount: typeof session.deleteAccount;
  /** Signed in with the admin's temporary password: nothing works until it is changed. */
  mustChangePassword: boolean;
}

export function useSession(): SessionView {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });
  const { busy, error } = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
    busy,
    error,
    login: session.login,
    register: session.register,
    logout: session.logout,
    changePassword: session.changePassword,
    deleteAccount: session.deleteAccount,
    mustChangePassword: user?.mustChangePassword === true,
  };
}
