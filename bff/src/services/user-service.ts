import type { Knex } from 'knex';
import { translator, type Translate } from '@dreamweaver/contracts';
import { ConflictError, TooManyRequestsError, UnauthorizedError } from '../errors.ts';
import { User } from '../models/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { blockedFor, clearEvents, countEvent, minutesToWait } from './rate-limit.ts';
import { signInLimits, type ThrottlePolicy } from './sign-in-throttle.ts';

// The rules of accounts, shared by the HTTP routes and storyctl. Inputs are already validated
// by the contracts' zod schemas; these functions hold what needs the database.

export interface AccountRules {
  adminUsername: string;
  scryptLogN: number;
  throttle?: ThrottlePolicy;
}

export interface PublicUser {
  id: number;
  username: string;
  /** The UI shows the admin's links from this; the admin routes check the role themselves. */
  isAdmin: boolean;
}

const english = translator('en');

export const toPublicUser = (user: User, rules: Pick<AccountRules, 'adminUsername'>): PublicUser => ({
  id: user.id,
  username: user.username,
  isAdmin: isAdminUsername(user.username, rules),
});

export function isAdminUsername(username: string, rules: Pick<AccountRules, 'adminUsername'>): boolean {
  return username.trim().toLowerCase() === rules.adminUsername.trim().toLowerCase();
}

export async function findUserByUsername(db: Knex, username: string): Promise<User | undefined> {
  return User.query(db).whereRaw('lower(username) = ?', [username.trim().toLowerCase()]).first();
}

export async function findUserById(db: Knex, id: number): Promise<User | undefined> {
  return User.query(db).findById(id);
}

/** Creates an account; the caller decides whether the admin name may be taken (storyctl may). */
export async function createUser(
  db: Knex,
  input: { username: string; password: string; email?: string | null },
  rules: AccountRules,
  t: Translate = english,
): Promise<User> {
  const username = input.username.trim();
  if (await findUserByUsername(db, username)) throw new ConflictError(t('errors.usernameTaken'));
  const passwordHash = await hashPassword(input.password, rules.scryptLogN);
  try {
    return await User.query(db).insertAndFetch({ username, email: input.email ?? null, passwordHash });
  } catch (error) {
    // Two sign-ups for one name at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new ConflictError(t('errors.usernameTaken'));
    throw error;
  }
}

/** Registration from the web: like createUser, but the admin's name is reserved. */
export async function registerUser(
  db: Knex,
  input: { username: string; password: string },
  rules: AccountRules,
  t: Translate = english,
): Promise<User> {
  if (isAdminUsername(input.username, rules)) throw new ConflictError(t('errors.usernameReserved'));
  return createUser(db, input, rules, t);
}

/**
 * Checks a sign-in. Unknown user and wrong password give the same answer and take the same
 * time; repeated failures for one name or one address are refused for a while with 429.
 */
export async function authenticate(
  db: Knex,
  input: { username: string; password: string; address?: string },
  rules: AccountRules,
  t: Translate = english,
): Promise<User> {
  const limits = signInLimits(input.username, input.address, rules.throttle);
  const waitMs = await blockedFor(db, limits.map((limit) => limit.key));
  if (waitMs > 0) {
    throw new TooManyRequestsError(t('errors.tooManyAttempts', { minutes: minutesToWait(waitMs) }), Math.ceil(waitMs / 1000));
  }
  const user = await findUserByUsername(db, input.username);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash(rules.scryptLogN)));
  if (!user || !valid) {
    await countEvent(db, limits);
    throw new UnauthorizedError(t('errors.invalidCredentials'));
  }
  await clearEvents(db, limits[0].key);
  return user;
}

export async function setPassword(db: Knex, userId: number, password: string, rules: Pick<AccountRules, 'scryptLogN'>) {
  const passwordHash = await hashPassword(password, rules.scryptLogN);
  await User.query(db).patch({ passwordHash }).where({ id: userId });
}

const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number): Promise<string> {
  if (!dummyHashes.has(logN)) dummyHashes.set(logN, hashPassword('not a real password', logN));
  return dummyHashes.get(logN)!;
}
