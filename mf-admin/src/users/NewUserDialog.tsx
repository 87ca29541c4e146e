import { useState, type FormEvent } from 'react';
import type { CreatedUser } from '@dreamweaver/contracts';
import { Modal, toast, useI18n } from '@dreamweaver/web-kit';
import { createUser } from '../api/admin.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { useAdminAction } from '../ui/use-admin-action.ts';
import { TemporaryPasswordDetails } from './TemporaryPasswordDetails.tsx';

function CreatedUserDetails({ created, onDone }: { created: CreatedUser; onDone: () => void }) {
  const { t } = useI18n();
  return (
    <div className="admin-created" data-testid="created-user">
      <TemporaryPasswordDetails username={created.username} temporaryPassword={created.temporaryPassword} />
      {created.email ? (
        <p className="admin-note admin-note--mail" data-testid="welcome-email-note">
          {created.welcomeEmailSent
            ? t('admin.newUser.result.emailSent', { email: created.email })
            : t('admin.newUser.result.emailFailed', { email: created.email })}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onDone}>
          {t('admin.newUser.done')}
        </button>
      </div>
    </div>
  );
}

interface NewUserFieldsProps {
  username: string;
  email: string;
  busy: boolean;
  onUsername: (value: string) => void;
  onEmail: (value: string) => void;
}

function NewUserFields({ username, email, busy, onUsername, onEmail }: NewUserFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <label className="admin-field">
        <span>{t('admin.newUser.username')}</span>
        <input
          name="username"
          autoComplete="off"
          value={username}
          disabled={busy}
          onChange={(e) => onUsername(e.target.value)}
        />
      </label>
      <label className="admin-field">
        <span>{t('admin.newUser.email')}</span>
        <input
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          disabled={busy}
          onChange={(e) => onEmail(e.target.value)}
        />
      </label>
    </>
  );
}

export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const action = useAdminAction('newUser', () => createUser(username.trim(), email.trim() || undefined), setCreated);
  const busy = action.busy;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      toast({
        title: t('admin.newUser.required.title'),
        description: t('admin.newUser.required.text'),
        variant: 'destructive',
      });
      return;
    }
    void action.start();
  };

  return (
    <Modal
      classPrefix="admin"
      title={t('admin.newUser.title')}
      description={created ? undefined : t('admin.newUser.description')}
      closeLabel={t('admin.close')}
      onClose={() => !busy && onClose()}
      testId="new-user-dialog"
    >
      {created ? (
        <CreatedUserDetails created={created} onDone={onClose} />
      ) : (
        <form className="admin-form" onSubmit={onSubmit} noValidate>
          <NewUserFields username={username} email={email} busy={busy} onUsername={setUsername} onEmail={setEmail} />
          <DialogActions
            busy={busy}
            submitLabel={t('admin.newUser.submit')}
            busyLabel={t('admin.newUser.submitting')}
            onCancel={onClose}
          />
        </form>
      )}
    </Modal>
  );
}
