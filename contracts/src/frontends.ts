// The one registry of the front ends (docs/adding-a-remote.md). Plain data with no imports, so
// the rspack configs, scripts/*.mjs (run with tsx), vitest, the bff and web-kit all read it.
//
// - name:    the federation name, a JavaScript identifier (`<name>/routes` in the shell)
// - folder:  the npm workspace it is built from; the bff serves its build under /remotes/<folder>/
// - devPort: its `rspack serve` port in `npm run dev`
// - setting: the bff setting that points the shell at a build elsewhere (its mf-manifest.json URL)
// - routes:  the product's paths it owns (React Router patterns, matched
//            case-insensitively); its `./routes` module supplies one page per path

/** The host: serves the page, owns the URL space, loads the remotes; `routes` are its own pages (shell/src/App.tsx). */
export const SHELL = { name: 'shell', folder: 'shell', devPort: 3010, routes: ['/privacy-policy'] } as const;

export const REMOTES = [
  {
    name: 'mf_story',
    folder: 'mf-story',
    devPort: 3011,
    setting: 'MF_STORY_URL',
    routes: [
      '/',
      '/select-audience',
      '/select-story-type',
      '/personalize',
      '/story-plan',
      '/generating',
      '/story/:id',
      '/invite',
      '/test-audio',
      '/story-viewer-test',
    ],
  },
  { name: 'mf_account', folder: 'mf-account', devPort: 3012, setting: 'MF_ACCOUNT_URL', routes: ['/my-stories'] },
  { name: 'mf_admin', folder: 'mf-admin', devPort: 3013, setting: 'MF_ADMIN_URL', routes: ['/admin'] },
] as const satisfies readonly RemoteEntry[];

interface RemoteEntry {
  name: string;
  folder: string;
  devPort: number;
  setting: `MF_${string}_URL`;
  routes: readonly string[];
}

export type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];
export type RemoteSetting = Remote['setting'];

/** The shell and every remote, the shell first. */
export const FRONTENDS = [SHELL, ...REMOTES] as const;
export type FrontendName = (typeof FRONTENDS)[number]['name'];

/**
 * Where the shell finds each remote (its mf-manifest.json URL, absolute or relative to the page),
 * decided by the bff at run time and never baked into a bundle. The bff writes it into the page it
 * serves, as JSON in `<script type="application/json" id={REMOTE_CONFIG_ELEMENT_ID}>`, and also
 * answers it at REMOTE_CONFIG_PATH for a page that lacks it.
 */
export interface RemoteConfig {
  remotes: RemoteConfigEntry[];
}
export interface RemoteConfigEntry {
  name: RemoteName;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: string;
}
export const REMOTE_CONFIG_PATH = '/api/config/remotes';
export const REMOTE_CONFIG_ELEMENT_ID = 'dreamweaver-remote-config';

/**
 * What the pages tell a visitor about how this server is set up (the privacy page: whether story
 * details go to an AI service at all). The bff writes it into each page it serves, as JSON in
 * `<script type="application/json" id={SITE_INFO_ELEMENT_ID}>`; it never holds a secret.
 */
export interface SiteInfo {
  /** True when text, pictures or narration come from an AI service; false when the offline engine makes everything. */
  aiServices: boolean;
}
export const SITE_INFO_ELEMENT_ID = 'dreamweaver-site-info';
