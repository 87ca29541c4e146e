import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { Empty, LoadFailure, Loading } from '../ui/LoadFailure.tsx';
import { LoadMore, loadMoreOf } from '../ui/LoadMore.tsx';
import { usersQuery } from '../api/admin.ts';
import { NewUserDialog } from './NewUserDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserStoriesDialog } from './UserStoriesDialog.tsx';

export function UsersTab() {
  const { t } = useI18n();
  const users = useInfiniteQuery(usersQuery());
  const loaded = useMemo(() => users.data?.pages.flatMap((page) => page.items) ?? [], [users.data]);
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  let content;
  if (users.isPending) content = <Loading />;
  else if (users.isError)
    content = (
      <LoadFailure message={t('admin.users.failed')} retrying={users.isFetching} onRetry={() => void users.refetch()} />
    );
  else if (loaded.length === 0) content = <Empty message={t('admin.users.empty')} />;
  else {
    content = (
      <>
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="users-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.users.id')}</th>
                <th scope="col">{t('admin.users.username')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.stories')}</th>
                <th scope="col">{t('admin.users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.map((user) => (
                <UserRow key={user.id} user={user} onShowStories={setShowing} onResetPassword={setResetting} />
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore shown={loaded.length} {...loadMoreOf(users)} />
      </>
    );
  }

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <button type="button" className="admin-button" onClick={() => setCreating(true)}>
          {t('admin.users.new')}
        </button>
      </div>
      {content}
      {creating ? <NewUserDialog onClose={() => setCreating(false)} /> : null}
      {showing ? <UserStoriesDialog user={showing} onClose={() => setShowing(null)} /> : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
    </div>
  );
}

/** One account: its stories (the button shows how many) and the password reset. */
function UserRow({
  user,
  onShowStories,
  onResetPassword,
}: {
  user: AdminUser;
  onShowStories: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
}) {
  const { t } = useI18n();
  return (
    <tr data-testid="user-row">
      <td className="admin-table__id" data-label={t('admin.users.id')}>
        {user.id}
      </td>
      <td data-label={t('admin.users.username')}>{user.username}</td>
      <td data-label={t('admin.users.email')}>{user.email || t('admin.users.noEmail')}</td>
      <td data-label={t('admin.users.stories')}>
        <button
          type="button"
          className="admin-button admin-button--quiet admin-button--small"
          // The name starts with what the button shows ("Stories 3", WCAG 2.5.3), then whose.
          aria-label={t('admin.users.storiesButton', {
            action: t('admin.users.storiesAction'),
            count: user.storyCount,
            username: user.username,
          })}
          onClick={() => onShowStories(user)}
        >
          {t('admin.users.storiesAction')}{' '}
          <span className="admin-count" aria-hidden="true">
            {user.storyCount}
          </span>
        </button>
      </td>
      <td data-label={t('admin.users.actions')}>
        <button
          type="button"
          className="admin-button admin-button--quiet admin-button--small"
          aria-label={t('admin.users.resetPasswordButton', {
            action: t('admin.users.resetPassword'),
            username: user.username,
          })}
          onClick={() => onResetPassword(user)}
        >
          {t('admin.users.resetPassword')}
        </button>
      </td>
    </tr>
  );
}
