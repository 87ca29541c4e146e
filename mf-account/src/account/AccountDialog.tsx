import { useId, useRef, type KeyboardEvent } from 'react';
import {
  closeAccountDialog,
  setAccountDialogTab,
  useAccountDialog,
  useI18n,
  useSession,
  type AccountDialogTab,
  Modal,
} from '@dreamweaver/web-kit';
import { SignInForm } from './SignInForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const TABS: { id: AccountDialogTab; label: 'account.tabs.signIn' | 'account.tabs.register' }[] = [
  { id: 'signIn', label: 'account.tabs.signIn' },
  { id: 'register', label: 'account.tabs.register' },
];

/** 'Account Access': Sign In and Register tabs. Opened from anywhere with openAccountDialog(). */
export function AccountDialog() {
  const { t } = useI18n();
  const { open, tab } = useAccountDialog();
  const { busy } = useSession();
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  if (!open) return null;

  const onTabKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'signIn' ? 'register' : 'signIn';
    const target = event.key === 'Home' ? 'signIn' : event.key === 'End' ? 'register' : next;
    setAccountDialogTab(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <Modal
      classPrefix="account"
      title={t('account.dialog.title')}
      description={t('account.dialog.description')}
      closeLabel={t('account.dialog.close')}
      onClose={() => !busy && closeAccountDialog()}
      testId="account-dialog"
    >
      <div className="account-tabs" role="tablist" aria-label={t('account.dialog.title')}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className="account-tabs__tab"
            disabled={busy && tab !== id}
            onClick={() => setAccountDialogTab(id)}
            onKeyDown={onTabKeyDown}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'signIn' ? <SignInForm key="signIn" /> : <RegisterForm key="register" />}
      </div>
    </Modal>
  );
}
