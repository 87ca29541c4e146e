// Small pieces every mf-story page may use.
export { SelfHidingImage } from './SelfHidingImage.tsx';
export { coverImageUrl, isStockPhotoUrl, storiesWithCovers } from './stock-photos.ts';
export { formatShortDate } from './dates.ts';
export { errorFields, errorMessage } from './error-message.ts';
export { Icon } from './icons.tsx';
export type { IconName } from './icons.tsx';
