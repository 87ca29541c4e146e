// Async boundary: shared singletons (react, …) are negotiated before any app code runs.
// Named so the build can list its files for the bff to preload (FirstRenderAssetsPlugin).
const loadApp = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// A pre-rendered page (the home page, a story's) is already on screen as HTML; let the browser
// paint it before the app's scripts take the main thread (with the scripts preloaded, they would
// otherwise all run first and hold the first paint back). A hidden tab paints nothing, and any
// other page has nothing to paint before the app, so they start at once.
if (document.visibilityState === 'hidden' || !document.querySelector('[data-prerendered]')) void loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
