// Small pieces every mf-story page may use.
export { SelfHidingImage } from './SelfHidingImage.tsx';
export { errorFields, errorMessage } from './error-message.ts';
export { Icon } from './icons.tsx';
export type { IconName } from './icons.tsx';
