import type { Knex } from 'knex';
import type { DeletedAccount } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { ChildProfile, RateLimitWindow, SessionRecord, Story, StoryVoice, User } from '../models/index.ts';
import type { MediaStore } from './media-store.ts';
import { keepPaymentRecordsOnly } from './payment-records.ts';
import { signInUserAddressPrefix, signInUserKey } from './sign-in-throttle.ts';
import { accountExportFolder } from './account-export.ts';
import { purgeFoldersSoon, purgeSoon, scheduleFolderPurge, schedulePurge } from './story-media-purge.ts';
import { findUserById, passwordConfirmed, type AccountRules, type RequestOrigin } from './user-service.ts';

// Deleting an account, for the parent (DELETE /api/auth/account) and the admin (storyctl users
// delete): the account, its sessions, its child profiles, its stories with their scenes, recorded
// voices, invite links and built books, and every file of those stories. A paid story's payment
// stays only as the bookkeeping record the law asks for (payment-records.ts). docs/your-data.md.

export interface AccountDeletionDeps {
  db: Knex;
  media: MediaStore;
  logger: Pick<Logger, 'warn' | 'info'>;
}

/**
 * Deletes the account `userId` and everything of it, in one transaction; its stories' media folders
 * are written down in it (story-media-purge.ts) and emptied once it commits, or by the sweep when
 * the store is down. Every session of the account ends with it. 404 for an unknown account; 409
 * for the only account with the admin role.
 */
export async function deleteAccount(deps: AccountDeletionDeps, userId: number): Promise<DeletedAccount> {
  const { deleted, storyIds } = await deps.db.transaction((trx) => deleteAccountRows(trx, userId));
  await purgeSoon(deps.db, deps.media, deps.logger, storyIds);
  await purgeFoldersSoon(deps.db, deps.media, deps.logger, [accountExportFolder(userId)]);
  // The log keeps the counts and the id, not the name.
  const { stories, childProfiles, recordedVoices, keptPaymentRecords } = deleted;
  deps.logger.info('account deleted', { userId, stories, childProfiles, recordedVoices, keptPaymentRecords });
  return deleted;
}

/**
 * The signed-in parent deletes their own account: the password is asked again and checked as a
 * sign-in is (same limits, 429 past them); a wrong one is a 403 on its field.
 */
export async function deleteOwnAccount(
  deps: AccountDeletionDeps,
  user: Pick<User, 'id'>,
  input: { password: string } & RequestOrigin,
  rules: Pick<AccountRules, 'throttle'>,
): Promise<DeletedAccount> {
  const stored = await findUserById(deps.db, user.id);
  if (!stored) throw new AppError(401, 'errors.notSignedIn');
  if (!(await passwordConfirmed(deps.db, stored, input.password, input, rules))) {
    const code = 'errors.deleteAccountPasswordWrong';
    throw new AppError(403, code, {}, { fieldErrors: { password: { code } } });
  }
  return deleteAccount(deps, stored.id);
}

async function deleteAccountRows(trx: Knex.Transaction, userId: number) {
  // The admins' rows and this one, locked in one order: two admins deleting themselves at once
  // cannot both pass the check below, and a story being given to this account waits, then fails.
  await trx.raw('select id from users where is_admin or id = ? order by id for update', [userId]);
  const user = await User.query(trx).findById(userId);
  if (!user) throw new AppError(404, 'admin.errors.userNotFound', { user: `"${userId}"` });
  if (user.isAdmin && (await User.query(trx).where({ isAdmin: true }).whereNot({ id: userId }).resultSize()) === 0)
    throw new AppError(409, 'errors.lastAdmin');

  const storyIds = (await Story.query(trx).where({ userId }).select('id')).map((story) => story.id);
  const recordedVoices =
    storyIds.length > 0 ? await StoryVoice.query(trx).whereIn('storyId', storyIds).resultSize() : 0;
  const childProfiles = await ChildProfile.query(trx).where({ userId }).resultSize();
  const keptPaymentRecords = await keepPaymentRecordsOnly(trx, storyIds);
  await schedulePurge(trx, storyIds);
  // The account's "Download my data" ZIPs (account-export.ts) hold all of the above.
  await scheduleFolderPurge(trx, [accountExportFolder(userId)]);
  // Scenes, voices with their recordings and books, invite links and jobs go with their story.
  if (storyIds.length > 0) await Story.query(trx).whereIn('id', storyIds).delete();
  await SessionRecord.query(trx)
    .whereRaw("data->>'userId' = ?", [String(userId)])
    .delete();
  await forgetSignInCounters(trx, user.usernameKey);
  // Child profiles and the remembered sign-in addresses go with the account (the database cascades).
  await User.query(trx).deleteById(userId);
  const deleted: DeletedAccount = {
    username: user.username,
    stories: storyIds.length,
    childProfiles,
    recordedVoices,
    keptPaymentRecords,
  };
  return { deleted, storyIds };
}

/** The sign-in counters whose keys hold the account's name (sign-in-throttle.ts); no sweep ever removes them. */
async function forgetSignInCounters(trx: Knex.Transaction, usernameKey: string) {
  const prefix = signInUserAddressPrefix(usernameKey).replace(/[\\%_]/g, '\\$&');
  await RateLimitWindow.query(trx)
    .where('key', signInUserKey(usernameKey))
    .orWhere('key', 'like', `${prefix}%`)
    .delete();
}
