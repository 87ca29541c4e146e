import { FRONTENDS, build } from '../scripts/frontends.mjs';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';

// Runs once before the browser tests: the four front-end builds are made here, not per test,
// so the tests see the current code.
export default function setup() {
  if (!chromiumAvailable) {
    if (process.env.CI) throw new Error(`Chromium is required in CI. ${SKIP_MESSAGE}`);
    console.warn(`\n${SKIP_MESSAGE}\n`);
    return;
  }
  build(
    FRONTENDS.map((frontend) => frontend.workspace),
    { stdio: 'pipe' },
  );
}
