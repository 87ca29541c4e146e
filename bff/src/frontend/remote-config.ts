import type { Settings } from '../settings.ts';

// The federated remotes: their federation name, the workspace folder of their build (served
// by the bff under /remotes/<folder>/), and the setting that points the shell elsewhere.
export const REMOTES = [
  { name: 'mf_story', folder: 'mf-story', setting: 'MF_STORY_URL' },
  { name: 'mf_account', folder: 'mf-account', setting: 'MF_ACCOUNT_URL' },
  { name: 'mf_admin', folder: 'mf-admin', setting: 'MF_ADMIN_URL' },
] as const satisfies readonly { name: string; folder: string; setting: keyof Settings }[];

export interface RemoteConfig {
  remotes: { name: (typeof REMOTES)[number]['name']; entry: string }[];
}

/**
 * Where the shell finds each remote's mf-manifest.json: the URL from the setting, or the
 * bff's own copy as a path relative to the page's origin (so it is right behind any proxy).
 */
export function remoteConfig(settings: Settings): RemoteConfig {
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: settings[remote.setting] ?? `/remotes/${remote.folder}/mf-manifest.json`,
    })),
  };
}
