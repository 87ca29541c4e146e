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

export const GALLERY_LIMIT = 20;
export const COVER_LIMIT = 15;
export const RECENT_LIMIT_MAX = 50;
export const RECENT_CACHE_SECONDS = 300;
