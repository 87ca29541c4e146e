import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { createFrontendRoutes } from '../src/frontend/index.ts';
import type { StoryPageLookup } from '../src/frontend/story-preloads.ts';
import { loadSettings } from '../src/settings.ts';

// The front end's tests serve made-up builds: a temporary folder that stands for the repository,
// with the files of shell/dist and the remotes' dist folders a test puts there.

export interface FakeDist {
  root: string;
  /** Writes `file` (a path from the repository's root, e.g. 'shell/dist/index.html'). */
  put: (file: string, content: string | Buffer) => Promise<void>;
  remove: () => Promise<void>;
}

export async function fakeDist(): Promise<FakeDist> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dw-dist-'));
  return {
    root,
    put: async (file, content) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), content);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The front-end routes over `root` (with the app's JSON 404 behind them), listening on a free port. */
export function serveFrontend(
  root: string,
  { env = {}, storyPage }: { env?: NodeJS.ProcessEnv; storyPage?: StoryPageLookup } = {},
): { url: string; close: () => void } {
  const app = new Koa();
  app.use(createFrontendRoutes(loadSettings(env), root, storyPage));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  const server = app.listen(0);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
