export { PasswordChangeError } from './session.ts';
export { useSession } from './use-session.ts';
export {
  closeAccountDialog,
  openAccountDialog,
  setAccountDialogTab,
  useAccountDialog,
} from './account-dialog.ts';
export type { AccountDialogTab } from './account-dialog.ts';
export { messageFromError } from './error-message.ts';
