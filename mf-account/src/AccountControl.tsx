import { useState } from 'react';
import { openAccountDialog, useI18n, useSession } from '@dreamweaver/web-kit';
import { AccountDialog } from './account/AccountDialog.tsx';
import { ChangePasswordDialog } from './account/ChangePasswordDialog.tsx';
import { AccountMenu } from './account/AccountMenu.tsx';
import { DownloadMyDataDialog } from './account/DownloadMyDataDialog.tsx';
import { OfferedStoriesDialog } from './account/OfferedStoriesDialog.tsx';
import './account.css';

// Exposed as `mf_account/AccountControl`, mounted in the shell's header. It also hosts the
// 'Account Access' dialog, so any page can open it with openAccountDialog(), and 'Change password',
// which opens by itself while the session must replace the admin's temporary password.
export default function AccountControl() {
  const { t } = useI18n();
  const { user, isLoading, mustChangePassword } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  const [exporting, setExporting] = useState(false);

  return (
    <>
      {isLoading ? (
        <button
          type="button"
          className="account-button account-button--placeholder"
          disabled
          aria-busy="true"
          title={t('account.loading')}
          data-testid="account-control"
        >
          {t('account.signIn')}
        </button>
      ) : user ? (
        <AccountMenu
          user={user}
          onChangePassword={() => setChangingPassword(true)}
          onDownloadData={() => setExporting(true)}
        />
      ) : (
        <button
          type="button"
          className="account-button"
          data-testid="account-control"
          onClick={() => openAccountDialog('signIn')}
        >
          {t('account.signIn')}
        </button>
      )}
      <AccountDialog />
      {user && !mustChangePassword ? <OfferedStoriesDialog /> : null}
      {user && (changingPassword || mustChangePassword) ? (
        <ChangePasswordDialog forced={mustChangePassword} onClose={() => setChangingPassword(false)} />
      ) : null}
      {user && exporting ? <DownloadMyDataDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}
