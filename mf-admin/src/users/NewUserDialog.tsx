import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreatedUser } from '@dreamweaver/contracts';
import { messageFromError, toast, useI18n } from '@dreamweaver/web-kit';
import { Modal } from '@dreamweaver/web-kit';
import { createUser, usersQuery } from '../api/admin.ts';

function CreatedUserDetails({ created, onDone }: { created: CreatedUser; onDone: () => void }) {
  const { t } = useI18n();
  return (
    <div className="admin-created" data-testid="created-user">
      <dl className="admin-created__details">
        <dt>{t('admin.newUser.result.username')}</dt>
        <dd data-testid="created-username">{created.username}</dd>
        <dt>{t('admin.newUser.result.password')}</dt>
        <dd>
          <code data-testid="temporary-password">{created.temporaryPassword}</code>
        </dd>
      </dl>
      <p className="admin-note">{t('admin.newUser.result.note')}</p>
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

/** Creates the account (a name is required); `created` holds the answer, with its temporary password, once. */
function useCreateUser() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedUser | null>(null);

  const submit = async (username: string, email: string) => {
    if (!username.trim()) {
      toast({
        title: t('admin.newUser.required.title'),
        description: t('admin.newUser.required.text'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const user = await createUser(username.trim(), email.trim() || undefined);
      setCreated(user);
      toast({ title: t('admin.newUser.created.title'), description: t('admin.newUser.created.text') });
      void client.invalidateQueries({ queryKey: usersQuery().queryKey });
    } catch (error) {
      toast({
        title: t('admin.newUser.failed.title'),
        description: messageFromError(error) ?? t('admin.newUser.failed.fallback'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, created, submit };
}

export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { busy, created, submit } = useCreateUser();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(username, email);
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
          <label className="admin-field">
            <span>{t('admin.newUser.username')}</span>
            <input
              name="username"
              autoComplete="off"
              value={username}
              disabled={busy}
              onChange={(e) => setUsername(e.target.value)}
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
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button admin-button--quiet" disabled={busy} onClick={onClose}>
              {t('admin.cancel')}
            </button>
            <button type="submit" className="admin-button" disabled={busy}>
              {busy ? t('admin.newUser.submitting') : t('admin.newUser.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
