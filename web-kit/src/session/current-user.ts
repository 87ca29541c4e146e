import { API_ROUTES, type CurrentUser } from '@dreamweaver/contracts';
import { request } from '../api-request.ts';

const CURRENT_USER_PATH = API_ROUTES.auth.currentUser.path;
export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_PATH] as const;

/** The signed-in user, or null: a non-OK answer, an answer without an id or a network failure all mean anonymous, silently. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const res = await request(CURRENT_USER_PATH, { cache: 'no-store', signal });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<CurrentUser> | null;
    if (!body || body.id === undefined || body.id === null) return null;
    return {
      id: body.id,
      username: body.username ?? '',
      isAdmin: body.isAdmin === true,
      ...(body.mustChangePassword === true ? { mustChangePassword: true } : {}),
    };
  } catch {
    return null;
  }
}
