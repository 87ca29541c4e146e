import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@dreamweaver/contracts';
import type { Settings } from '../settings.ts';
import { remoteConfig } from './remote-config.ts';

// The remote modules every home page load renders: its page (mf_story), which the shell waits for
// before its first render, and the header's account control (mf_account), which may come later
// and so must not hold up the rest (the page's six HTTP/1.1 connections are all busy at first).
const HOME_EXPOSES: Partial<Record<RemoteName, { expose: string; priority?: 'low' }>> = {
  mf_story: { expose: 'routes' },
  mf_account: { expose: 'AccountControl', priority: 'low' },
};

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}
/** The parts of a build's mf-stats.json / mf-manifest.json read here. */
interface FederationStats {
  shared: { assets: Assets }[];
  exposes: { name: string; assets: Assets }[];
}

const link = (url: string, as: 'script' | 'style' | 'fetch', priority?: 'high' | 'low') =>
  `<${url}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin' : ''}${priority ? `; fetchpriority=${priority}` : ''}`;
const filesOf = (assets: Assets, base: string, priority?: 'low') => [
  ...assets.js.sync.map((file) => link(base + file, 'script', priority)),
  ...assets.css.sync.map((file) => link(base + file, 'style', priority)),
];

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined; // not built (yet): nothing to preload from it
  }
}

/**
 * The `Link` header of the home page: everything its first render needs, so the browser fetches it
 * all at once with the page instead of one step after another as each script discovers the next
 * (the shell's script, then its bootstrap and shared chunks, then the remote's manifest, entry and
 * page chunk: four round trips on a 150 ms phone). The names come from the builds: the shell's
 * bootstrap chunk (first-render.json, rspack.config.base.ts), its shared modules (mf-stats.json)
 * and, for a remote the bff serves itself, the chunks of the exposed module (mf-manifest.json).
 * A remote served elsewhere gets its manifest and entry preloaded only. The manifest is fetched by
 * the federation runtime with plain fetch(), hence `crossorigin`.
 */
export function homePreloads(settings: Settings, repoRoot: string): string {
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const links: string[] = [];
  const firstRender = readJson<{ js: string[]; css: string[] }>(path.join(shellDist, 'first-render.json'));
  if (firstRender) {
    // The shell's entry first and ahead of everything: the HTML asks for it with a deferred
    // script, which Chromium fetches at low priority, after every preload.
    const [entry, ...rest] = firstRender.js;
    if (entry) links.push(link(`/${entry}`, 'script', 'high'));
    links.push(...filesOf({ js: { sync: rest }, css: { sync: firstRender.css } }, '/'));
  }
  for (const shared of readJson<FederationStats>(path.join(shellDist, 'mf-stats.json'))?.shared ?? []) {
    links.push(...filesOf(shared.assets, '/'));
  }
  for (const remote of remoteConfig(settings).remotes) {
    const home = HOME_EXPOSES[remote.name];
    if (!home) continue;
    const base = remote.entry.replace(/[^/]*$/, '');
    links.push(link(remote.entry, 'fetch', home.priority), link(`${base}remoteEntry.js`, 'script', home.priority));
    const { folder, setting } = REMOTES.find((r) => r.name === remote.name)!;
    if (settings[setting]) continue; // served elsewhere: its build is not here to read
    const manifest = readJson<FederationStats>(path.join(repoRoot, folder, 'dist', 'mf-manifest.json'));
    const exposed = manifest?.exposes.find((e) => e.name === home.expose);
    if (exposed) links.push(...filesOf(exposed.assets, base, home.priority));
  }
  return links.join(', ');
}

/** homePreloads, read again only when a build has changed (the files it reads are all rewritten by a build). */
export function cachedHomePreloads(settings: Settings, repoRoot: string): () => string {
  const watched = [
    path.join(repoRoot, 'shell', 'dist', 'mf-stats.json'),
    ...REMOTES.map((remote) => path.join(repoRoot, remote.folder, 'dist', 'mf-manifest.json')),
  ];
  let key = '';
  let links = '';
  return () => {
    const now = watched.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join();
    if (now !== key) {
      key = now;
      links = homePreloads(settings, repoRoot);
    }
    return links;
  };
}
