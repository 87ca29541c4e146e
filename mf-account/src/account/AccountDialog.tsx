import {
  closeAccountDialog,
  setAccountDialogTab,
  useAccountDialog,
  useI18n,
  useSession,
  type AccountDialogTab,
  Modal,
  Tabs,
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
  if (!open) return null;

  return (
    <Modal
      classPrefix="account"
      title={t('account.dialog.title')}
      description={t('account.dialog.description')}
      closeLabel={t('account.dialog.close')}
      onClose={() => !busy && closeAccountDialog()}
      testId="account-dialog"
    >
      <Tabs
        classPrefix="account"
        label={t('account.dialog.title')}
        tabs={TABS.map(({ id, label }) => ({ id, label: t(label), disabled: busy && tab !== id }))}
        selected={tab}
        onSelect={setAccountDialogTab}
      >
        {tab === 'signIn' ? <SignInForm key="signIn" /> : <RegisterForm key="register" />}
      </Tabs>
    </Modal>
  );
}
