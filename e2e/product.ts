import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ROOT } from '../scripts/frontends.mjs';
import { createScratchDatabase, type ScratchDatabase } from '../bff/test/support/scratch-database.ts';
import { freePort } from '../bff/test/support/server-process.ts';
import { launchChromium } from './chromium.ts';

export { freePort };

export interface Product {
  url: string;
  /** DATA_DIR and DATABASE_URL of this product, for tools (storyctl) that must use its database. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  stop: () => Promise<void>;
}

/** The real product (`npm start`: `node --import tsx scripts/start.mjs`) on a free port with a fresh DATA_DIR. */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dw-e2e-data-'));
  // On a real PostgreSQL each product gets a database of its own, dropped when it stops.
  const scratch: ScratchDatabase | undefined = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' };
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: ROOT,
    // Production mode needs PUBLIC_URL: the product's own origin comes from settings, never from a request;
    // and it runs the sandbox checkout only when PAYMENTS=sandbox asks for it.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      PAYMENTS: 'sandbox',
      PORT: String(port),
      SCRYPT_LOG_N: '12',
      SAMPLE_STORIES: 'off',
      SPEECH_WARM_UP: 'off',
      ...env,
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the test process goes away without afterAll, the server must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/config/remotes`);
      if (res.ok) return { url, env: databaseEnv, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The product did not answer within 120 s:\n${output}`);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A little static server with CORS: another origin serving a remote's build. */
export async function serveDirectory(
  dir: string,
  port = 0,
): Promise<{ origin: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(dir, path.normalize(pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (
      !file.startsWith(dir) ||
      !(await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    ) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${actual}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test file's product and Chromium: both started before its tests and stopped after them.
 * `take` receives them once started (assign them to the file's own variables).
 */
export function useProductAndBrowser(
  take: (started: { product: Product; browser: Browser }) => void,
  env: Record<string, string> = {},
): void {
  let product: Product | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const [started, { browser, close }] = await Promise.all([startProduct(env), launchChromium()]);
    product = started;
    closeBrowser = close;
    take({ product, browser });
  });
  afterAll(async () => {
    await closeBrowser?.();
    await product?.stop();
  });
}

/** `storyctl` as the operator runs it, against the running product's database. */
export function storyctl(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'cli/bin/storyctl.js'), ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`storyctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/**
 * Creates the admin account with storyctl (it joins the product's own database), replaces its
 * temporary password (which must be changed before anything else works) through the API, and
 * returns the admin's own password.
 */
export async function createAdmin(product: Product): Promise<string> {
  const { temporaryPassword } = JSON.parse(await storyctl(['users', 'create', 'admin', '--json'], product.env));
  const password = 'the-admins-own-password';
  const login = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: temporaryPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const changed = await fetch(`${product.url}/api/auth/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ currentPassword: temporaryPassword, newPassword: password }),
  });
  if (login.status !== 200 || changed.status !== 200)
    throw new Error(`admin password change: ${login.status} ${changed.status}`);
  return password;
}
