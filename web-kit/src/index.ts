import './tokens.css';
export { ApiError, apiRequest, getQueryFn, isApiError, request, throwIfResNotOk, urlFromQueryKey } from './api-request.ts';
export type { ApiRequestOptions, RequestOptions, UnauthorizedBehavior } from './api-request.ts';
export { createQueryClient, queryClient } from './query-client.ts';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  createToastStore,
  dismissToast,
  isDismissingSwipe,
  toast,
  toastStore,
  useToast,
  useToasts,
} from './toast-store.ts';
export type { ToastHandle, ToastInput, ToastItem, ToastVariant } from './toast-store.ts';
export { Toaster } from './Toaster.tsx';
export { useI18n } from './i18n.ts';
export type { I18n } from './i18n.ts';
export { LANGUAGE_STORAGE_KEY, getLanguage, setLanguage, subscribeLanguage } from './language.ts';
export { REMOTE_CONFIG_ELEMENT_ID, REMOTE_CONFIG_PATH, REMOTE_NAMES, REMOTE_ROUTES } from './remote-contract.ts';
export type {
  AccountControlModule,
  RemoteConfig,
  RemoteConfigEntry,
  RemoteName,
  RemoteRoutePath,
  RemoteRoutesModule,
} from './remote-contract.ts';
export * from './session/index.ts';
export { Modal, portalRoot } from './ui/Modal.tsx';
export { inertOutside } from './ui/inert.ts';
export { STOCK_PHOTO_HOSTS, coverImageUrl, isStockPhotoUrl, storiesWithCovers } from './story-cover.ts';
export { formatShortDate } from './dates.ts';
export { Tabs } from './ui/Tabs.tsx';
export type { TabItem } from './ui/Tabs.tsx';
export { BACKGROUND_VIDEO_TIMEOUT_MS, useBackgroundVideo } from './ui/background-video.tsx';
export type { BackgroundVideoState } from './ui/background-video.tsx';
