import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONTENDS, REMOTES } from './frontends.ts';

// The registry against the two places that cannot read it (docs/adding-a-remote.md): the npm
// workspaces of the root package.json, and each front end's rspack.config.ts naming itself.
const REPO = path.resolve(import.meta.dirname, '../..');
const workspaces: string[] = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).workspaces;

describe('the registry of front ends', () => {
  it('lists every front-end workspace, and each one is a workspace', () => {
    const folders = FRONTENDS.map((frontend) => frontend.folder);
    expect(workspaces).toEqual(expect.arrayContaining(folders));
    expect(folders).toEqual(expect.arrayContaining(workspaces.filter((workspace) => workspace.startsWith('mf-'))));
  });

  it('matches the federation name each rspack.config.ts builds', () => {
    for (const frontend of FRONTENDS) {
      const config = readFileSync(path.join(REPO, frontend.folder, 'rspack.config.ts'), 'utf8');
      expect(config, frontend.folder).toMatch(new RegExp(`name: '${frontend.name}'`));
    }
  });

  it('gives each front end its own name, folder, dev port and setting, and each path one remote', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(FRONTENDS.map((frontend) => frontend.name))).toBe(true);
    expect(unique(FRONTENDS.map((frontend) => frontend.folder))).toBe(true);
    expect(unique(FRONTENDS.map((frontend) => frontend.devPort))).toBe(true);
    expect(unique(REMOTES.map((remote) => remote.setting))).toBe(true);
    expect(unique(REMOTES.flatMap((remote) => remote.routes.map((route) => route.toLowerCase())))).toBe(true);
    for (const remote of REMOTES) expect(remote.name).toMatch(/^[A-Za-z_$][\w$]*$/);
  });
});
