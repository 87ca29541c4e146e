import { FRONTENDS, build } from '../scripts/frontends.mjs';
import { CHROMIUM_PATH, SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';

// Runs once before the browser tests: the four front-end builds are made here, not per test,
// so the tests see the current code. CI builds them in a step of its own just before the tests
// and says so with FRONTENDS_BUILT=1, so they are not built twice.
export default function setup() {
  if (!chromiumAvailable) {
    if (process.env.CI)
      throw new Error(`The browser tests are required when CI is set, but there is no Chromium at ${CHROMIUM_PATH}.`);
    console.warn(`\n${SKIP_MESSAGE}\n`);
    return;
  }
  if (process.env.FRONTENDS_BUILT === '1') return;
  build(
    FRONTENDS.map((frontend) => frontend.workspace),
    { stdio: 'pipe' },
  );
}
