import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
// The registry file itself, not the contracts package: no zod or dictionaries in the build's config.
import { FRONTENDS, type FrontendName } from './contracts/src/frontends.ts';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const singleton = (requiredVersion: string | false = false) => ({ singleton: true, requiredVersion });

const REPO_ROOT = import.meta.dirname;
const ROUTER_VERSION: string = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'node_modules/react-router-dom/package.json'), 'utf8'),
).version;

// Libraries that must exist once in the browser. `react/` and `react-dom/` (trailing slash)
// cover `react/jsx-runtime` and `react-dom/client`, which otherwise get bundled twice.
export const SHARED: FederationOptions['shared'] = {
  react: singleton(),
  'react/': singleton(),
  'react-dom': singleton(),
  'react-dom/': singleton(),
  // Still the one router of the page, but built from web-kit/src/react-router-slim.ts: only the
  // router API the front ends use (~50 KB less brotli than the whole package, which a shared
  // module would carry untouched, server and RSC code included).
  'react-router-dom': {
    ...singleton(),
    import: path.join(REPO_ROOT, 'web-kit/src/react-router-slim.ts'),
    version: ROUTER_VERSION,
  },
  '@tanstack/react-query': singleton(),
  '@dreamweaver/web-kit': singleton(),
  '@dreamweaver/contracts': singleton(),
};

/** The shell's asset that lists the files of its `bootstrap` chunk (see FirstRenderAssetsPlugin). */
export const FIRST_RENDER_ASSETS = 'first-render.json';

/**
 * Writes FIRST_RENDER_ASSETS: the scripts and style sheets of the shell's entry (`main`) and of its
 * `bootstrap` chunk group (shell/src/index.ts), in the order the page runs them, which the page
 * needs before its first render. The bff preloads them with the page; their names carry content
 * hashes, so they are read from the build, never typed in.
 */
class FirstRenderAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FirstRenderAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstRenderAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = ['main', 'bootstrap'].flatMap(
            (name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? [],
          );
          const assets = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(FIRST_RENDER_ASSETS, new rspack.sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

/** A remote's asset that lists, for each named lazy chunk (`webpackChunkName`), its scripts and style sheets. */
const NAMED_CHUNKS_ASSETS = 'named-chunks.json';

/**
 * Writes NAMED_CHUNKS_ASSETS: the files of every named chunk group that is not an entry, such as
 * mf-story's `story-page` (mf-story/src/routes.ts). The bff preloads that page's chunk with the page
 * (bff/src/frontend/story-preloads.ts) instead of waiting for the routes module to ask for it.
 */
class NamedChunksAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('NamedChunksAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NamedChunksAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const named: Record<string, { js: string[]; css: string[] }> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            const files = group.getFiles();
            named[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          compilation.emitAsset(NAMED_CHUNKS_ASSETS, new rspack.sources.RawSource(JSON.stringify(named)));
        },
      );
    });
  }
}

interface FrontendOptions {
  name: FrontendName;
  /** The workspace folder, usually `import.meta.dirname` of its rspack.config.ts. */
  context: string;
  exposes?: Record<string, string>;
  /** Only the shell gets an HTML page; remotes are loaded through their manifest. */
  html?: { title: string };
}

export function frontendConfig(options: FrontendOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const { devPort } = FRONTENDS.find((frontend) => frontend.name === options.name)!;
  const isHost = !options.exposes;

  return {
    mode: production ? 'production' : 'development',
    context: options.context,
    // Remotes have no page of their own: their only entry is the federation container (remoteEntry.js).
    entry: isHost ? { main: './src/index.ts' } : {},
    // No source maps in production builds: they were served publicly (the admin dashboard's
    // included), handing out the original source. Development keeps fast inline ones.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: outputOptions(options, production),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules(production) },
    optimization: {
      minimize: production,
      // No runtimeChunk: in a remote it breaks the container.
    },
    plugins: plugins(options, isHost),
    devServer: devServer(devPort, isHost),
    watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
    performance: { hints: false },
  };
}

/** Where the build goes: hashed names in production, so a file can be cached for good. */
function outputOptions(options: FrontendOptions, production: boolean): Configuration['output'] {
  return {
    path: path.join(options.context, 'dist'),
    publicPath: 'auto',
    filename: production ? 'static/js/[name].[contenthash:12].js' : 'static/js/[name].js',
    chunkFilename: production ? 'static/js/[name].[contenthash:12].js' : 'static/js/[name].js',
    cssFilename: production ? 'static/css/[name].[contenthash:12].css' : 'static/css/[name].css',
    cssChunkFilename: production ? 'static/css/[name].[contenthash:12].css' : 'static/css/[name].css',
    assetModuleFilename: 'static/media/[name].[contenthash:12][ext]',
    // Distinct per build so two federated bundles never share a chunk-loading global.
    uniqueName: options.name,
    clean: true,
  };
}

/** TypeScript and JSX through swc; CSS and assets by rspack's own types. */
function moduleRules(production: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
      type: 'javascript/auto',
    },
    // `*.module.css` are CSS Modules (class names scoped per remote); plain `.css` is global.
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?|mp4|webm)$/, type: 'asset' },
  ];
}

/** Module Federation for every frontend; the shell also gets its HTML page, static files and first-render assets. */
function plugins(options: FrontendOptions, isHost: boolean): Configuration['plugins'] {
  return [
    new ModuleFederationPlugin({
      name: options.name,
      ...(isHost ? { remotes: {} } : { exposes: options.exposes, filename: 'remoteEntry.js' }),
      shared: SHARED,
      shareStrategy: 'loaded-first',
      manifest: true,
      // Types are shared through the workspace packages; nothing is fetched over the network.
      dts: false,
      ...(isHost ? { runtimePlugins: [path.join(options.context, 'src/federation/runtime-plugin.ts')] } : {}),
      // One federation runtime in the page: the shell puts its own on a global and each remote's
      // remoteEntry.js uses it instead of bundling another copy (~100 KB raw, ~25 KB brotli, each).
      // A remote is only ever loaded by the shell, so it can rely on the shell's runtime.
      experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
    }),
    ...(options.html
      ? [
          new rspack.HtmlRspackPlugin({
            template: path.join(options.context, 'src/index.html'),
            title: options.html.title,
            publicPath: '/',
          }),
          // Static files such as the background video (shell/public/media/night-sky.webm and .mp4).
          new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
          new FirstRenderAssetsPlugin(),
        ]
      : [new NamedChunksAssetsPlugin()]),
  ];
}

/** The dev server: the shell proxies /api to the bff; remotes answer cross-origin. */
function devServer(devPort: number, isHost: boolean): Configuration['devServer'] {
  return {
    port: devPort,
    hot: true,
    historyApiFallback: isHost,
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    proxy: isHost
      ? [{ context: ['/api'], target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false }]
      : undefined,
  };
}
