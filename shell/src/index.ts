// Async boundary: shared singletons (react, …) are negotiated before any app code runs.
// Named so the build can list its files for the bff to preload (FirstRenderAssetsPlugin).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
