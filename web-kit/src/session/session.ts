import type { QueryClient } from '@tanstack/react-query';
import {
  API_AREAS,
  API_ROUTES,
  translate,
  type ChangePasswordRequest,
  type CurrentUser,
  type DeleteAccountRequest,
  type DeletedAccount,
  type LoginRequest,
  type RegisterRequest,
} from '@dreamweaver/contracts';
import { readApiJson, request } from '../api-request.ts';
import { getLanguage } from '../language.ts';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './current-user.ts';
import { messageFromResponse } from './error-message.ts';

// Authentication state: one busy flag and one kept error for the whole page,
// the user itself lives in the query cache under [API_ROUTES.auth.currentUser].

interface SessionOperationState {
  busy: boolean;
  error: string | null;
}

/** Data that belongs to whoever is signed in; dropped when that changes. */
function isUserScoped(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key.startsWith(API_ROUTES.stories.mine.path) ||
      key.startsWith(API_AREAS.admin) ||
      key.startsWith(API_AREAS.children))
  );
}

const post = (url: string, data?: unknown) => request(url, { method: 'POST', data });

/**
 * The one busy flag and kept error, and who listens to them. `operate` runs one operation with the
 * busy flag on; a failure is kept as the error and rethrown.
 */
function createOperationState() {
  let state: SessionOperationState = { busy: false, error: null };
  const listeners = new Set<() => void>();
  const setState = (changes: Partial<SessionOperationState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  async function operate<T>(clearError: boolean, run: () => Promise<T>): Promise<T> {
    setState(clearError ? { busy: true, error: null } : { busy: true });
    try {
      return await run();
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      setState({ busy: false });
    }
  }

  return {
    operate,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A refused password form (change it, delete the account), from the bff's answer: its message (or `fallback`) and its per-field messages. */
async function passwordChangeRefusal(res: Response, fallback: string): Promise<PasswordChangeError> {
  let body: { message?: unknown; fieldErrors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    /* no JSON: the fallback message */
  }
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : {};
  return new PasswordChangeError(message, fieldErrors);
}

type Operate = ReturnType<typeof createOperationState>['operate'];

/**
 * The signed-in user's new password. The bff ends the account's other sessions and renews this
 * one; its answer (without mustChangePassword now) becomes the current user. A refusal is thrown
 * as a PasswordChangeError carrying the per-field messages.
 */
function changePasswordWith(client: QueryClient, operate: Operate) {
  return (details: ChangePasswordRequest) =>
    operate(true, async () => {
      const res = await post(API_ROUTES.auth.changePassword.path, details);
      if (!res.ok) throw await passwordChangeRefusal(res, translate(getLanguage(), 'account.password.failed.unknown'));
      const user = await readApiJson<CurrentUser>(res, 'POST', API_ROUTES.auth.changePassword.path);
      client.setQueryData(CURRENT_USER_QUERY_KEY, user);
      // What was refused while the temporary password stood (403) is asked for again.
      await client.invalidateQueries({ predicate: (query) => isUserScoped(query.queryKey[0]) });
      return user;
    });
}

/**
 * Deletes the signed-in account, its password asked again. The bff ends every session of it;
 * this page is then signed out (`signedOut`). A refusal (a wrong password: 403 on its field) is
 * thrown as a PasswordChangeError carrying the per-field messages.
 */
function deleteAccountWith(operate: Operate, signedOut: () => Promise<void>) {
  return (details: DeleteAccountRequest) =>
    operate(true, async () => {
      const { path } = API_ROUTES.auth.deleteAccount;
      const res = await request(path, { method: 'DELETE', data: details });
      if (!res.ok) throw await passwordChangeRefusal(res, translate(getLanguage(), 'account.delete.failed.unknown'));
      const deleted = await readApiJson<DeletedAccount>(res, 'DELETE', path);
      await signedOut();
      return deleted;
    });
}

export function createSession(client: QueryClient) {
  const { operate, getState, subscribe } = createOperationState();
  const t = (key: 'session.login.failed' | 'session.register.failed' | 'session.logout.failed') =>
    translate(getLanguage(), key);

  const checkSession = () =>
    client.fetchQuery({
      queryKey: CURRENT_USER_QUERY_KEY,
      queryFn: ({ signal }) => fetchCurrentUser(signal),
      staleTime: 0,
    });
  const dropUserData = () => client.removeQueries({ predicate: (query) => isUserScoped(query.queryKey[0]) });

  const login = (credentials: LoginRequest) =>
    operate(true, async () => {
      const res = await post(API_ROUTES.auth.signIn.path, credentials);
      if (!res.ok) throw new Error((await messageFromResponse(res)) ?? t('session.login.failed'));
      dropUserData();
      return checkSession();
    });

  const register = (details: RegisterRequest) =>
    operate(true, async () => {
      const res = await post(API_ROUTES.auth.register.path, details);
      // The bff's message says why (name taken, too short); 'Registration failed' when it has none.
      if (!res.ok) throw new Error((await messageFromResponse(res)) ?? t('session.register.failed'));
      const user = await readApiJson<CurrentUser>(res, 'POST', API_ROUTES.auth.register.path);
      dropUserData();
      client.setQueryData(CURRENT_USER_QUERY_KEY, user);
      return user;
    });

  /** Nobody is signed in on this page any more: the user and their data are forgotten, then the bff asked. */
  const signedOut = async () => {
    client.setQueryData(CURRENT_USER_QUERY_KEY, null);
    dropUserData();
    await checkSession();
  };

  const logout = () =>
    operate(false, async () => {
      const res = await post(API_ROUTES.auth.signOut.path);
      if (!res.ok) throw new Error(t('session.logout.failed'));
      await signedOut();
    });

  const changePassword = changePasswordWith(client, operate);
  const deleteAccount = deleteAccountWith(operate, signedOut);

  return {
    login,
    register,
    logout,
    changePassword,
    deleteAccount,
    checkSession,
    getState,
    subscribe,
  };
}

/** A refused password form (change it, delete the account): the bff's message, and its message for each field it names. */
export class PasswordChangeError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
    this.name = 'PasswordChangeError';
  }
}
