import type { Knex } from 'knex';
import { hasInvisibleCharacters, normalizeUsername, usernameKey } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { SessionRecord, User } from '../models/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { DeviceToken } from './device-cookie.ts';
import { clearKey, minutesToWait, release, reserve, secondsToWait } from './rate-limit.ts';
import { reserveRegistration, type RegistrationPolicy } from './registration-limit.ts';
import { addressTag, isKnownAddress, rememberAddress } from './known-addresses.ts';
import {
  deviceSignInLimits,
  knownAddressSignInLimits,
  signInDeviceKey,
  signInLimits,
  signInUserAddressKey,
  type ThrottlePolicy,
} from './sign-in-throttle.ts';
import { looksLikeAdminName } from './username-rules.ts';

// The rules of accounts, shared by the HTTP routes and storyctl. Inputs are already validated
// by the contracts' zod schemas; these functions hold what needs the database.

export interface AccountRules {
  adminUsername: string;
  scryptLogN: number;
  throttle?: ThrottlePolicy;
  registration?: RegistrationPolicy;
}

/** Where a request comes from: its client address, and a signal that fires when the client has gone. */
export interface RequestOrigin {
  address?: string;
  signal?: AbortSignal;
}

export interface PublicUser {
  id: number;
  username: string;
  /** The stored role (storyctl grants it): the UI shows the admin's links from this; the admin routes check it themselves. */
  isAdmin: boolean;
  /** Only when true: signed in with the admin's temporary password, which must be changed before anything else. */
  mustChangePassword?: true;
}

/** How long a temporary password (a new account's, a reset's) may be used to sign in. */
export const TEMPORARY_PASSWORD_MS = 24 * 60 * 60 * 1000;

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  username: user.username,
  isAdmin: user.isAdmin === true,
  ...(mustChangePassword(user) ? { mustChangePassword: true as const } : {}),
});

/** The account signed in with a temporary password it has not replaced yet. */
export function mustChangePassword(user: Pick<User, 'temporaryPasswordExpiresAt'>): boolean {
  return user.temporaryPasswordExpiresAt !== null && user.temporaryPasswordExpiresAt !== undefined;
}

function temporaryPasswordExpired(user: Pick<User, 'temporaryPasswordExpiresAt'>, now = Date.now()): boolean {
  return mustChangePassword(user) && new Date(user.temporaryPasswordExpiresAt!).getTime() <= now;
}

/**
 * The name ADMIN_USERNAME reserves, in any case; a look-alike is not it. It only decides which
 * names the web refuses and which name storyctl makes the admin when creating it: the role
 * itself is stored (`users.is_admin`), so renaming the setting gives nobody admin rights.
 * The name is compared as given, not normalised: an older account named "ａｄｍｉｎ" must not match.
 */
export function isAdminUsername(username: string, rules: Pick<AccountRules, 'adminUsername'>): boolean {
  return username.trim().toLowerCase() === usernameKey(rules.adminUsername);
}

/** Any spelling of the name that normalises to the same key (case, fullwidth letters, NFKC) finds the account. */
export async function findUserByUsername(db: Knex, username: string): Promise<User | undefined> {
  return User.query(db).findOne({ usernameKey: usernameKey(username) });
}

export async function findUserById(db: Knex, id: number): Promise<User | undefined> {
  return User.query(db).findById(id);
}

/**
 * Creates an account; the caller decides whether the admin name may be taken (storyctl may).
 * Names that only look like the admin's are refused everywhere.
 */
export async function createUser(
  db: Knex,
  input: { username: string; password: string; email?: string | null; isAdmin?: boolean; temporaryPassword?: boolean },
  rules: AccountRules,
  signal?: AbortSignal,
): Promise<User> {
  const username = normalizeUsername(input.username);
  // The schemas refuse these already; the rule holds for every caller of the service too.
  if (hasInvisibleCharacters(username)) {
    throw new AppError(
      400,
      'validation.username.invisible',
      {},
      { fieldErrors: { username: { code: 'validation.username.invisible' } } },
    );
  }
  if (looksLikeAdminName(username, rules.adminUsername) && !isAdminUsername(username, rules)) {
    throw new AppError(409, 'errors.usernameReserved');
  }
  if (await findUserByUsername(db, username)) throw new AppError(409, 'errors.usernameTaken');
  const passwordHash = await hashPassword(input.password, rules.scryptLogN, signal);
  try {
    return await User.query(db).insertAndFetch({
      username,
      email: input.email ?? null,
      passwordHash,
      isAdmin: input.isAdmin === true,
      temporaryPasswordExpiresAt: input.temporaryPassword ? new Date(Date.now() + TEMPORARY_PASSWORD_MS) : null,
    });
  } catch (error) {
    // Two sign-ups for one name at the same moment: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new AppError(409, 'errors.usernameTaken');
    throw error;
  }
}

/** Registration from the web: like createUser, but the admin's name is reserved. */
export async function registerUser(
  db: Knex,
  input: { username: string; password: string },
  rules: AccountRules,
  signal?: AbortSignal,
): Promise<User> {
  if (looksLikeAdminName(input.username, rules.adminUsername)) throw new AppError(409, 'errors.usernameReserved');
  return createUser(db, input, rules, signal);
}

/**
 * Registration by a visitor (POST /api/auth/register): it takes its place in the registration
 * limits (registration-limit.ts) before anything is hashed; one that creates no account gives
 * the place back.
 */
export async function registerVisitor(
  db: Knex,
  input: { username: string; password: string },
  rules: AccountRules,
  origin: RequestOrigin,
): Promise<User> {
  if (looksLikeAdminName(input.username, rules.adminUsername)) throw new AppError(409, 'errors.usernameReserved');
  const reservation = await reserveRegistration(db, origin.address, rules.registration);
  try {
    return await registerUser(db, input, rules, origin.signal);
  } catch (error) {
    await release(db, reservation);
    throw error;
  }
}

/** A sign-in, or a password asked again, past its limits. */
const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(
    429,
    'errors.tooManyAttempts',
    { minutes: minutesToWait(retryAfterMs) },
    { retryAfterSeconds: secondsToWait(retryAfterMs) },
  );

/**
 * Checks a sign-in. Unknown user and wrong password give the same answer and take the same
 * time. Each attempt reserves its place in the sign-in limits (sign-in-throttle.ts) BEFORE the
 * password is checked, so parallel guesses cannot all get through; a refused one gets 429. A
 * browser presenting a valid device token of this very account (`device`, already verified by
 * readDeviceToken) meets only its token's limit; every other attempt meets the account's and
 * the address's, except that an address the account signed in from in the last 30 days
 * (known-addresses.ts, with `addressSecret` to recognise it) meets only the address's. A success
 * gives its places back, forgets the failures of this name at this address, or of this device
 * token, and makes the address known. A right temporary password past its 24 hours is refused
 * with its own message (401).
 */
export async function authenticate(
  db: Knex,
  input: {
    username: string;
    password: string;
    address?: string;
    device?: DeviceToken | null;
    addressSecret?: string;
    signal?: AbortSignal;
  },
  rules: AccountRules,
): Promise<User> {
  const key = usernameKey(input.username);
  const user = await findUserByUsername(db, input.username);
  const knownDevice = input.device && user && input.device.userId === user.id ? input.device : null;
  // Looked up for an unknown name too (with no account's id), so the answer takes the same time.
  const tag =
    input.address && input.addressSecret ? addressTag(input.addressSecret, user?.id ?? 0, input.address) : undefined;
  const knownAddress =
    !knownDevice && tag !== undefined && (await isKnownAddress(db, user?.id ?? 0, tag)) && user !== undefined;
  const limits = knownDevice
    ? deviceSignInLimits(knownDevice.nonce, rules.throttle)
    : knownAddress
      ? knownAddressSignInLimits(key, input.address!, rules.throttle)
      : signInLimits(key, input.address, rules.throttle);
  const reserved = await reserve(db, limits);
  if (!reserved.admitted) throw tooManyAttempts(reserved.retryAfterMs);
  const valid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyHash(rules.scryptLogN)),
    input.signal,
  );
  if (!user || !valid) throw new AppError(401, 'errors.invalidCredentials');
  await release(db, reserved.reservation);
  if (knownDevice) await clearKey(db, signInDeviceKey(knownDevice.nonce));
  else if (input.address) await clearKey(db, signInUserAddressKey(key, input.address));
  if (temporaryPasswordExpired(user)) throw new AppError(401, 'errors.temporaryPasswordExpired');
  if (tag !== undefined) await rememberAddress(db, user.id, tag);
  return user;
}

/** A temporary password (the admin's) expires after TEMPORARY_PASSWORD_MS and must be changed at sign-in. */
export async function setPassword(
  db: Knex,
  userId: number,
  password: string,
  rules: Pick<AccountRules, 'scryptLogN'>,
  { temporary = false, signal }: { temporary?: boolean; signal?: AbortSignal } = {},
) {
  const passwordHash = await hashPassword(password, rules.scryptLogN, signal);
  const temporaryPasswordExpiresAt = temporary ? new Date(Date.now() + TEMPORARY_PASSWORD_MS) : null;
  await User.query(db).patch({ passwordHash, temporaryPasswordExpiresAt }).where({ id: userId });
}

/**
 * A signed-in user's password, asked again (to change it, to delete the account): checked as a
 * sign-in is, against the same limits (429 past them, the attempt reserving its place first); a
 * right one gives its places back and forgets the failures of this name at this address. Answers
 * whether it was right. `stored` is the account's row as read by id.
 */
export async function passwordConfirmed(
  db: Knex,
  stored: User,
  password: string,
  { address, signal }: RequestOrigin,
  rules: Pick<AccountRules, 'throttle'>,
): Promise<boolean> {
  const reserved = await reserve(db, signInLimits(stored.usernameKey, address, rules.throttle));
  if (!reserved.admitted) throw tooManyAttempts(reserved.retryAfterMs);
  if (!(await verifyPassword(password, stored.passwordHash, signal))) return false;
  await release(db, reserved.reservation);
  if (address) await clearKey(db, signInUserAddressKey(stored.usernameKey, address));
  return true;
}

/**
 * The signed-in user chooses a new password: the current one is checked as a sign-in is (same
 * limits, same 429), a wrong one is a 400 on its field. Every session of the account ends; the
 * route then gives the caller's own session a new id, so only it stays signed in.
 */
export async function changePassword(
  db: Knex,
  user: User,
  input: { currentPassword: string; newPassword: string; address?: string; signal?: AbortSignal },
  rules: AccountRules,
): Promise<void> {
  // Checked against the stored row by id: a name can lead to another account (keys made unique by id).
  const stored = await findUserById(db, user.id);
  if (!stored) throw new AppError(401, 'errors.notSignedIn');
  const wrong = (code: 'errors.currentPasswordWrong' | 'errors.temporaryPasswordExpired') =>
    new AppError(400, code, {}, { fieldErrors: { currentPassword: { code } } });
  if (!(await passwordConfirmed(db, stored, input.currentPassword, input, rules)))
    throw wrong('errors.currentPasswordWrong');
  if (temporaryPasswordExpired(stored)) throw wrong('errors.temporaryPasswordExpired');
  const passwordHash = await hashPassword(input.newPassword, rules.scryptLogN, input.signal);
  await db.transaction(async (trx) => {
    await User.query(trx).patch({ passwordHash, temporaryPasswordExpiresAt: null }).where({ id: user.id });
    await SessionRecord.query(trx)
      .whereRaw("data->>'userId' = ?", [String(user.id)])
      .delete();
  });
}

const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number): Promise<string> {
  if (!dummyHashes.has(logN)) dummyHashes.set(logN, hashPassword('not a real password', logN));
  return dummyHashes.get(logN)!;
}
