// Response shapes of the bff; requests are the zod schemas' types.

/** GET /api/auth/me, and the answer of register and login. */
export interface CurrentUser {
  id: number;
  username: string;
  /** The stored admin role, as the server answers it: the admin's links follow this. */
  isAdmin: boolean;
  /** Present (true) while the session was signed in with a temporary password: it must be changed first. */
  mustChangePassword?: boolean;
}
