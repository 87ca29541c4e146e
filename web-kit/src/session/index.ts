export { CURRENT_USER_PATH, CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './current-user.ts';
export { createSession, PasswordChangeError } from './session.ts';
export type { Session, SessionOperationState } from './session.ts';
export { session, useSession } from './use-session.ts';
export type { SessionView } from './use-session.ts';
export {
  closeAccountDialog,
  getAccountDialogState,
  openAccountDialog,
  setAccountDialogTab,
  useAccountDialog,
} from './account-dialog.ts';
export type { AccountDialogState, AccountDialogTab } from './account-dialog.ts';
export { messageFromError, messageFromResponse } from './error-message.ts';
