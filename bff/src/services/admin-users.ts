import type { Knex } from 'knex';
import type { AdminUser, AdminUserStory, CreatedUser, PasswordReset } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { builtRows } from '../db/lean-read.ts';
import { SessionRecord, User } from '../models/index.ts';
import { generateTemporaryPassword, hashPassword } from './password.ts';
import {
  createUser,
  findUserById,
  findUserByUsername,
  registerUser,
  TEMPORARY_PASSWORD_MS,
  type AccountRules,
} from './user-service.ts';
import { sendWelcomeMail, type WelcomeMailer } from './admin-welcome-mail.ts';
import {
  cursorTime,
  idCursorOf,
  isoOfCursorTime,
  isoTime,
  limitSql,
  newestFirstSql,
  pageFrom,
  timeCursorOf,
  type Page,
  type PageRequest,
} from './paging.ts';

// The admin's work on accounts, shared by the admin API and storyctl. Inputs are already
// validated by the contracts' schemas; errors are those of errors.ts.

export interface NewUserOptions {
  rules: AccountRules;
  /** The web refuses the admin's name; storyctl is how the admin account itself is made. */
  allowAdminName: boolean;
  /** storyctl's `users create --admin`: the account gets the admin role. Never from the web. */
  admin?: boolean;
  /** Sends the welcome email when the new user has an address. */
  mailer?: WelcomeMailer;
  publicUrl?: string;
  logger?: Logger;
}

interface AdminUserRow {
  id: number;
  username: string;
  email: string | null;
  createdAt: string;
  isAdmin: boolean;
  storyCount: number;
  childProfileCount: number;
}

const toAdminUser = (row: AdminUserRow): AdminUser => ({ ...row, isAdmin: row.isAdmin === true });

const USERS_LIST = 'users';

/**
 * A page of the accounts, oldest first (by id), each with how many stories and child profiles it
 * has: one prepared read, whose counts are per listed account (indexed by user), never over every
 * story. Plain SQL with the names the JSON needs: under fifty admins, Objection's models and
 * Knex's query building were a quarter of the bff's CPU for this list.
 */
export async function listUsers(db: Knex, request: PageRequest): Promise<Page<AdminUser>> {
  const after = idCursorOf(request, USERS_LIST);
  const rows = await builtRows<AdminUserRow>(
    db,
    `select u.id, u.username, u.email, ${isoTime('u.created_at')} as "createdAt", u.is_admin as "isAdmin",
       (select count(*)::int from stories where stories.user_id = u.id) as "storyCount",
       (select count(*)::int from child_profiles where child_profiles.user_id = u.id) as "childProfileCount"
     from users u
     where ${after === undefined ? 'true' : 'u.id > ?'}
     order by u.id
     ${limitSql(request)}`,
    after === undefined ? [] : [after],
  );
  return pageFrom(rows, request, USERS_LIST, (row) => ({ at: '', id: row.id }), toAdminUser);
}

/**
 * Creates an account with a random temporary password (kept only as a hash, valid 24 hours, to be
 * changed at the first sign-in) and, when an email is given, sends the welcome email. A failed email does not undo the account: the admin still
 * sees the password and can pass it on.
 */
export async function createUserWithTemporaryPassword(
  db: Knex,
  input: { username: string; email?: string | null },
  { rules, allowAdminName, admin = false, mailer, publicUrl, logger }: NewUserOptions,
): Promise<CreatedUser> {
  const temporaryPassword = generateTemporaryPassword();
  const account = {
    username: input.username,
    email: input.email ?? null,
    password: temporaryPassword,
    temporaryPassword: true,
    isAdmin: allowAdminName && admin,
  };
  const user = allowAdminName ? await createUser(db, account, rules) : await registerUser(db, account, rules);
  let welcomeEmailSent = false;
  if (user.email && mailer) {
    try {
      await sendWelcomeMail(mailer, { to: user.email, username: user.username, temporaryPassword, publicUrl });
      welcomeEmailSent = true;
    } catch (error) {
      logger?.warn('welcome email failed', { userId: user.id, error });
    }
  }
  return { id: user.id, username: user.username, email: user.email, temporaryPassword, welcomeEmailSent };
}

/**
 * A new temporary password for an account (the admin's own way back in, too), valid 24 hours and
 * to be changed at sign-in. It also signs the account out everywhere: a reset usually means the
 * old password is no longer safe.
 */
export async function resetPassword(
  db: Knex,
  reference: string | number,
  rules: Pick<AccountRules, 'scryptLogN'>,
): Promise<PasswordReset> {
  const user = await findUserByReference(db, reference);
  const temporaryPassword = generateTemporaryPassword();
  // Hashed before the transaction: the embedded database has one connection per process, which
  // must not wait for a hash (about half a second) with every other request of the process.
  const passwordHash = await hashPassword(temporaryPassword, rules.scryptLogN);
  const temporaryPasswordExpiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_MS);
  await db.transaction(async (trx) => {
    await User.query(trx).patch({ passwordHash, temporaryPasswordExpiresAt }).where({ id: user.id });
    await SessionRecord.query(trx)
      .whereRaw("data->>'userId' = ?", [String(user.id)])
      .delete();
  });
  return { id: user.id, username: user.username, temporaryPassword };
}

/**
 * Gives an account the admin role or takes it away (storyctl only: no route of the web does).
 * The account's sessions see it at their next request (the session cache follows users' writes).
 */
export async function setAdminRole(
  db: Knex,
  reference: string | number,
  isAdmin: boolean,
): Promise<{ id: number; username: string; isAdmin: boolean; changed: boolean }> {
  const user = await findUserByReference(db, reference);
  const changed = user.isAdmin !== isAdmin;
  if (changed) await User.query(db).patch({ isAdmin }).where({ id: user.id });
  return { id: user.id, username: user.username, isAdmin, changed };
}

/**
 * Finds a user by id or by name (case-insensitive). Text of digits is tried as an id first,
 * then as a name, since "123" is a valid username too.
 */
export async function findUserByReference(db: Knex, reference: string | number): Promise<User> {
  const text = String(reference).trim();
  let user: User | undefined;
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) user = await findUserById(db, Number(text));
  if (!user && typeof reference === 'string') user = await findUserByUsername(db, text);
  if (!user) throw new AppError(404, 'admin.errors.userNotFound', { user: `"${text}"` });
  return user;
}

type AdminUserStoryRow = Omit<AdminUserStory, 'createdAt'> & { cursorAt: string };

/** A page of one user's stories, newest first; 404 for an unknown user. */
export async function listUserStories(db: Knex, userId: number, request: PageRequest): Promise<Page<AdminUserStory>> {
  const list = `user-stories:${userId}`;
  const keyset = newestFirstSql('s', timeCursorOf(request, list));
  const rows = await builtRows<AdminUserStoryRow>(
    db,
    `select s.id, s.title, s.summary, s.is_paid as "isPaid", s.generation_status as "generationStatus",
       ${cursorTime('s.created_at')} as "cursorAt"
     from stories s
     where s.user_id = ? and ${keyset.after}
     ${keyset.order}
     ${limitSql(request)}`,
    [userId, ...keyset.values],
  );
  // An empty page is the only one that may belong to no account.
  if (rows.length === 0) await findUserByReference(db, userId);
  return pageFrom(
    rows,
    request,
    list,
    (row) => ({ at: row.cursorAt, id: row.id }),
    ({ cursorAt, ...story }) => ({ ...story, createdAt: isoOfCursorTime(cursorAt) }),
  );
}
