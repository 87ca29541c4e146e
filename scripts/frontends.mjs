import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { FRONTENDS as REGISTRY, SHELL } from '../contracts/src/frontends.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

// The front-end builds of the registry (the shell first) and the file that proves each one is
// complete: the shell's page, a remote's manifest. A .ts import: run these scripts with tsx.
export const FRONTENDS = REGISTRY.map((frontend) => ({
  workspace: frontend.folder,
  marker: frontend.name === SHELL.name ? 'dist/index.html' : 'dist/mf-manifest.json',
}));

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
