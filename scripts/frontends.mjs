import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = path.resolve(import.meta.dirname, '..');

// The four front-end builds and the file that proves each one is complete.
export const FRONTENDS = [
  { workspace: 'shell', marker: 'dist/index.html' },
  { workspace: 'mf-story', marker: 'dist/mf-manifest.json' },
  { workspace: 'mf-account', marker: 'dist/mf-manifest.json' },
  { workspace: 'mf-admin', marker: 'dist/mf-manifest.json' },
];

export function isBuilt(frontend) {
  return existsSync(path.join(ROOT, frontend.workspace, frontend.marker));
}

/** Builds the given workspaces one after another (the builds are CPU-bound); throws on failure. */
export function build(workspaces, { stdio = 'inherit' } = {}) {
  for (const workspace of workspaces) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      throw new Error(`Building ${workspace} failed (exit ${result.status ?? result.signal})`);
    }
  }
}
