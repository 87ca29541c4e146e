// Async boundary: shared singletons (react, …) are negotiated before any app code runs.
import('./bootstrap');
