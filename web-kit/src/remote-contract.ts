import type { ComponentType } from 'react';

// The contract between the shell and its remotes (docs/frontend.md). The shell owns the URL
// space of spec.md section 2 and knows which remote serves each path, so it can show a
// fallback for a remote that fails to load; each remote's `./routes` module supplies one
// page component per path it owns. Paths are React Router patterns, matched case-insensitively.
export const REMOTE_ROUTES = {
  mf_story: [
    '/',
    '/select-audience',
    '/select-story-type',
    '/personalize',
    '/generating',
    '/story/:id',
    '/test-audio',
    '/story-viewer-test',
  ],
  mf_account: ['/my-stories'],
  mf_admin: ['/admin'],
} as const;

export type RemoteName = keyof typeof REMOTE_ROUTES;
export const REMOTE_NAMES = Object.keys(REMOTE_ROUTES) as RemoteName[];
export type RemoteRoutePath<R extends RemoteName> = (typeof REMOTE_ROUTES)[R][number];

/** What `<remote>/routes` exports: a page for every path the remote owns (read params with useParams). */
export interface RemoteRoutesModule<R extends RemoteName> {
  pages: Record<RemoteRoutePath<R>, ComponentType>;
}

/** What `mf_account/AccountControl` exports: the header's account control, no props. */
export interface AccountControlModule {
  default: ComponentType;
}

/** One entry of `GET /api/config/remotes`. */
export interface RemoteConfigEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: string;
}
export interface RemoteConfig {
  remotes: RemoteConfigEntry[];
}
export const REMOTE_CONFIG_PATH = '/api/config/remotes';
