import { useI18n } from '@dreamweaver/web-kit';

/** A temporary password shown once (a new account's or a reset's), with the 24-hour note. */
export function TemporaryPasswordDetails({
  username,
  temporaryPassword,
}: {
  username: string;
  temporaryPassword: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <dl className="admin-created__details">
        <dt>{t('admin.newUser.result.username')}</dt>
        <dd data-testid="created-username">{username}</dd>
        <dt>{t('admin.newUser.result.password')}</dt>
        <dd>
          <code data-testid="temporary-password">{temporaryPassword}</code>
        </dd>
      </dl>
      <p className="admin-note">{t('admin.newUser.result.note')}</p>
    </>
  );
}
