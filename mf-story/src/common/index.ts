// Small pieces every mf-story page may use.
export { SelfHidingImage } from './SelfHidingImage.tsx';
