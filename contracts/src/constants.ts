// Business constants (docs/product-rules.md), one place for the bff, the CLI and the browser.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
/** Sign-in passwords are not length-checked beyond this, so nobody can make us hash megabytes. */
export const SIGN_IN_PASSWORD_MAX = 1000;

export const STORY_PRICE_CENTS = 499;
export const STORY_PRICE_CURRENCY = 'usd';
export const FREE_PREVIEW_SCENES = 1;

/**
 * The widths (px) of the smaller copies made of a raster scene picture (the OpenAI engine's PNG or
 * WebP) when it is drawn, for the viewer's `srcset`: a phone's screen at 1–2 device pixels per
 * CSS pixel, and half a desktop reader. Only widths narrower than the picture itself are made.
 */
export const SCENE_PICTURE_WIDTHS = [480, 768] as const;
/**
 * A scene picture's square PNG (SceneJson.imageCoverUrl), this many pixels a side: what a phone's
 * lock screen shows as the story's artwork, where an SVG may not be drawn.
 */
export const SCENE_COVER_SIZE = 512;
/**
 * How wide the viewer shows a scene picture: the whole screen on phones (mf-story's viewer.css,
 * max-width 767px), half the reader beside the text elsewhere. The viewer's `sizes`, and the bff's
 * preload of the story page's first picture, which must say the same to be used.
 */
export const SCENE_PICTURE_SIZES = '(max-width: 767px) 100vw, 50vw';

export const GALLERY_LIMIT = 20;
export const COVER_LIMIT = 15;
export const RECENT_LIMIT_MAX = 50;
export const RECENT_CACHE_SECONDS = 300;
