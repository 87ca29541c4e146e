import { useSyncExternalStore } from 'react';

// The 'Account Access' dialog lives in mf-account's header control; any remote opens it here.
export type AccountDialogTab = 'signIn' | 'register';
export interface AccountDialogState {
  open: boolean;
  tab: AccountDialogTab;
}

let state: AccountDialogState = { open: false, tab: 'signIn' };
const listeners = new Set<() => void>();
const emit = (next: AccountDialogState) => {
  state = next;
  for (const listener of listeners) listener();
};

export function openAccountDialog(tab: AccountDialogTab = 'signIn'): void {
  emit({ open: true, tab });
}
export function closeAccountDialog(): void {
  if (state.open) emit({ ...state, open: false });
}
export function setAccountDialogTab(tab: AccountDialogTab): void {
  if (state.tab !== tab) emit({ ...state, tab });
}
export function getAccountDialogState(): AccountDialogState {
  return state;
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAccountDialog(): AccountDialogState {
  return useSyncExternalStore(subscribe, getAccountDialogState, getAccountDialogState);
}
