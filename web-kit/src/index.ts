import './tokens.css';
export { ApiError, apiRequest, fetchPage, isApiError, type ListPage } from './api-request.ts';
export { queryClient } from './query-client.ts';
export { holdBackToasts, toast } from './toast-store.ts';
export { Toaster } from './Toaster.tsx';
export { useI18n } from './i18n.ts';
export { REMOTE_CONFIG_ELEMENT_ID, REMOTE_CONFIG_PATH, REMOTE_NAMES, REMOTE_ROUTES } from './remote-contract.ts';
export type {
  AccountControlModule,
  RemoteConfig,
  RemoteConfigEntry,
  RemoteName,
  RemotePage,
  RemoteRoutePath,
  RemoteRoutesModule,
} from './remote-contract.ts';
export * from './session/index.ts';
export { Modal } from './ui/Modal.tsx';
export { inertOutside } from './ui/inert.ts';
export { storiesWithCovers } from './story-cover.ts';
export { formatShortDate } from './dates.ts';
export { downloadPreparedFile, fileNameFromDisposition, retryAfterMs, saveFile } from './prepared-file.ts';
export { Tabs } from './ui/Tabs.tsx';
export { useBackgroundVideo } from './ui/background-video.tsx';
