import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeletedAccount } from '@dreamweaver/contracts';
import { openAccountDialog, useI18n, useSession } from '@dreamweaver/web-kit';
import { AccountDialog } from './account/AccountDialog.tsx';
import { ChangePasswordDialog } from './account/ChangePasswordDialog.tsx';
import { AccountMenu } from './account/AccountMenu.tsx';
import { AccountDeletedNotice, DeleteAccountDialog } from './account/DeleteAccountDialog.tsx';
import { DownloadMyDataDialog } from './account/DownloadMyDataDialog.tsx';
import { OfferedStoriesDialog } from './account/OfferedStoriesDialog.tsx';
import './account.css';

// Exposed as `mf_account/AccountControl`, mounted in the shell's header. It also hosts the
// 'Account Access' dialog, so any page can open it with openAccountDialog(), 'Change password',
// which opens by itself while the session must replace the admin's temporary password, and
// 'Delete my account' with the confirmation shown once the account is gone (and the page signed out).
export default function AccountControl() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { user, isLoading, mustChangePassword } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  const [deletingAccount, setDeletingAccount] = useState(false);
  const [deleted, setDeleted] = useState<DeletedAccount | null>(null);
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
          onDeleteAccount={() => setDeletingAccount(true)}
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
      {user && deletingAccount && !mustChangePassword ? (
        <DeleteAccountDialog
          onClose={() => setDeletingAccount(false)}
          onDeleted={(account) => {
            setDeletingAccount(false);
            setDeleted(account);
            navigate('/');
          }}
        />
      ) : null}
      {deleted ? <AccountDeletedNotice deleted={deleted} onClose={() => setDeleted(null)} /> : null}
      {user && exporting ? <DownloadMyDataDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}
