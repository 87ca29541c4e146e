import { useRef } from 'react';
import { deleteAccountSchema, type DeletedAccount, type MessageKey } from '@dreamweaver/contracts';
import { Modal, useI18n, useSession } from '@dreamweaver/web-kit';
import { PasswordField } from '../ui/PasswordField.tsx';
import { FormFailure, useAccountForm } from './account-form.tsx';
import './delete-account.css';

/** What goes with the account, said plainly before the parent confirms (docs/your-data.md). */
const GOES: MessageKey[] = [
  'account.delete.goes.account',
  'account.delete.goes.children',
  'account.delete.goes.stories',
  'account.delete.goes.voices',
  'account.delete.goes.books',
];

/**
 * 'Delete my account', from the account menu: what is deleted and what is kept, then the password
 * asked again. Once the bff has deleted it, the page is signed out and `onDeleted` shows the confirmation.
 */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (deleted: DeletedAccount) => void;
}) {
  const { t } = useI18n();
  const { deleteAccount, busy } = useSession();
  // A refusal's toast goes once the account is deleted: 'not deleted' beside 'deleted' would confuse.
  const refusal = useRef<{ dismiss: () => void } | null>(null);
  const { failure, bind, submit } = useAccountForm(
    { password: '' },
    {
      schema: deleteAccountSchema(t),
      send: async (confirmed) => {
        const deleted = await deleteAccount(confirmed);
        refusal.current?.dismiss();
        onDeleted(deleted);
      },
      failedTitle: 'account.delete.failed.title',
      unknownFailure: 'account.delete.failed.unknown',
      onFailureToast: (shown) => {
        refusal.current?.dismiss();
        refusal.current = shown;
      },
    },
  );

  return (
    <Modal
      classPrefix="account"
      title={t('account.delete.title')}
      description={t('account.delete.intro')}
      closeLabel={t('account.delete.cancel')}
      onClose={() => !busy && onClose()}
      testId="delete-account-dialog"
    >
      <form className="account-form" onSubmit={submit} noValidate data-testid="delete-account-form">
        <FormFailure failure={failure} />
        <h3 className="account-delete__heading">{t('account.delete.goesTitle')}</h3>
        <ul className="account-delete__list">
          {GOES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="account-delete__kept">{t('account.delete.kept')}</p>
        <PasswordField
          label={t('account.delete.password')}
          autoComplete="current-password"
          disabled={busy}
          {...bind('password')}
        />
        <button type="submit" className="account-button account-button--wide account-delete__submit" disabled={busy}>
          {busy ? t('account.delete.submitting') : t('account.delete.submit')}
        </button>
        <button type="button" className="account-link-button" disabled={busy} onClick={onClose}>
          {t('account.delete.cancel')}
        </button>
      </form>
    </Modal>
  );
}

/** Shown once the account is gone: what went, and what little is kept (only when there is any). */
export function AccountDeletedNotice({ deleted, onClose }: { deleted: DeletedAccount; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      classPrefix="account"
      title={t('account.deleted.title')}
      description={t('account.deleted.text')}
      closeLabel={t('account.deleted.close')}
      onClose={onClose}
      testId="account-deleted-notice"
    >
      {deleted.keptPaymentRecords > 0 ? <p className="account-delete__kept">{t('account.deleted.kept')}</p> : null}
      <button type="button" className="account-button account-button--wide" onClick={onClose}>
        {t('account.deleted.close')}
      </button>
    </Modal>
  );
}
