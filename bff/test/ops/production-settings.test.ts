import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/settings.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

// Production ran the free sandbox checkout whenever STRIPE_SECRET_KEY was missing (anyone unlocked
// any story with card 4242…), and deploy/compose.yaml shipped exactly that, with example secrets.
// Now a production process refuses to start on the sandbox unless PAYMENTS=sandbox says so, and on
// example secrets; it says what it runs on once at start-up; and the compose file with its
// deploy/.env.example filled in as documented gives settings that load.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-production-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const RANDOM_SECRET = 'Zq3vT8xL1mN6pR0sW4yB7cE2gJ5kH9dA';
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1:9',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PAYMENTS: '',
  STRIPE_SECRET_KEY: '',
  SESSION_SECRET: RANDOM_SECRET,
  METRICS_TOKEN: '',
};

/** Starts `npm run serve`'s process with `env` and waits for it to exit; what it wrote and how it ended. */
function startExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr, stdout });
    }),
  );
}

describe('a production process', { timeout: 120_000 }, () => {
  it('refuses to start on the free sandbox checkout it was not asked for: one line on stderr, exit 1', async () => {
    const { code, stderr, stdout } = await startExpectingExit(production);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Dreamweaver could not start: Invalid setting STRIPE_SECRET_KEY: required when NODE_ENV is production ' +
        '(or set PAYMENTS=sandbox to run the free test checkout on purpose)\n',
    );
    expect(stdout).toBe('');
  });

  it.each([
    ['SESSION_SECRET', 'change-me-to-32-or-more-random-characters'],
    ['METRICS_TOKEN', 'local-metrics-token-0123456789'],
  ])('refuses the example %s that deploy/compose.yaml shipped', async (name, value) => {
    const { code, stderr } = await startExpectingExit({ ...production, PAYMENTS: 'sandbox', [name]: value });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Dreamweaver could not start: Invalid setting ${name}: a placeholder from an example file; set a random value of your own in production\n`,
    );
  });

  it('runs the sandbox when PAYMENTS=sandbox says so, and logs each mode once at start-up', async () => {
    server = await startServerProcess({ ...production, PAYMENTS: 'sandbox', LOG_LEVEL: 'info' }, 180_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const modeLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"Dreamweaver modes"'));
    expect(modeLines).toHaveLength(1);
    expect(JSON.parse(modeLines[0])).toMatchObject({
      database: `embedded (${dataDir})`,
      payments: 'sandbox (free test checkout)',
      mail: `outbox folder (${dataDir}/outbox)`,
      text: 'offline',
      images: 'offline',
      speech: 'offline',
      media: `folder (${dataDir}/media)`,
    });
  });
});

/** The bff's environment in deploy/compose.yaml (`environment: &bff-env`), as written. */
function composeBffEnvironment(): Record<string, string> {
  const lines = fs.readFileSync(path.join(repoRoot, 'deploy/compose.yaml'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === 'environment: &bff-env');
  expect(start).toBeGreaterThan(0);
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = /^ {4}([A-Z0-9_]+): (.*)$/.exec(line);
    if (!entry) break;
    entries[entry[1]] = entry[2].replace(/^"(.*)"$/, '$1');
  }
  return entries;
}

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (empty counts as unset). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const given = env[name];
    if (given) return given;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

/** deploy/.env.example's assignments. */
function deployEnvExample(): Record<string, string> {
  const text = fs.readFileSync(path.join(repoRoot, 'deploy/.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const composeSettings = (deployEnv: Record<string, string>) =>
  loadSettings(
    Object.fromEntries(
      Object.entries(composeBffEnvironment()).map(([name, value]) => [name, interpolate(value, deployEnv)]),
    ),
  );

describe('deploy/compose.yaml with deploy/.env', () => {
  it('loads in production once deploy/.env.example is filled in as it says', () => {
    const settings = composeSettings({ ...deployEnvExample(), SESSION_SECRET: RANDOM_SECRET });
    expect(settings).toMatchObject({
      payments: 'sandbox',
      SESSION_SECRET: RANDOM_SECRET,
      METRICS_TOKEN: undefined,
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(composeBffEnvironment().NODE_ENV).toBe('production');
  });

  it('stops without a session secret, and takes Stripe instead of the sandbox when told', () => {
    expect(() => composeSettings(deployEnvExample())).toThrow(
      /required variable SESSION_SECRET is missing a value: set SESSION_SECRET in deploy\/.env/,
    );
    const stripe = {
      ...deployEnvExample(),
      SESSION_SECRET: RANDOM_SECRET,
      PAYMENTS: '',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(composeSettings(stripe).payments).toBe('stripe');
    expect(() => composeSettings({ ...stripe, STRIPE_SECRET_KEY: '' })).toThrow(
      /^Invalid setting STRIPE_SECRET_KEY: required when NODE_ENV is production/,
    );
  });
});
