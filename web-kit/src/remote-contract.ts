import type { ComponentType } from 'react';
import { REMOTES, type Remote, type RemoteName } from '@dreamweaver/contracts';
export {
  REMOTE_CONFIG_ELEMENT_ID,
  REMOTE_CONFIG_PATH,
  type RemoteConfig,
  type RemoteConfigEntry,
} from '@dreamweaver/contracts';

// The contract between the shell and its remotes (docs/frontend.md). The shell owns the URL
// space (every page path) and knows which remote serves each path, so it can show a
// fallback for a remote that fails to load; each remote's `./routes` module supplies one
// page component per path it owns. The paths come from the registry of front ends
// (contracts/src/frontends.ts): React Router patterns, matched case-insensitively.
export type { RemoteName };
export type RemoteRoutePath<R extends RemoteName> = Extract<Remote, { name: R }>['routes'][number];
type RemoteRoutes = { readonly [R in RemoteName]: Extract<Remote, { name: R }>['routes'] };
export const REMOTE_ROUTES = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.routes])) as Partial<
  Record<RemoteName, readonly string[]>
> as RemoteRoutes;
export const REMOTE_NAMES: RemoteName[] = REMOTES.map((remote) => remote.name);

/**
 * A remote's page, no props. A page whose code comes in a chunk of its own may offer `preload()`:
 * it fetches that code so the page renders at once when it first renders, not a loading state
 * (the shell calls it before replacing a pre-rendered page: shell/src/bootstrap.tsx).
 */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/** What `<remote>/routes` exports: a page for every path the remote owns (read params with useParams). */
export interface RemoteRoutesModule<R extends RemoteName> {
  pages: Record<RemoteRoutePath<R>, RemotePage>;
}

/** What `mf_account/AccountControl` exports: the header's account control, no props. */
export interface AccountControlModule {
  default: ComponentType;
}
