import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStoryctl } from '../src/program.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STORYCTL = path.join(REPO_ROOT, 'cli/bin/storyctl.js');

export interface StoryctlResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What storyctl sees of its environment: exactly these settings, nothing inherited from the test run's own DATABASE_URL or DATA_DIR. */
const storyctlEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  LOG_LEVEL: 'silent',
  SCRYPT_LOG_N: '12',
  ...env,
});

/**
 * Runs one storyctl command line in this process, through the same entry the `storyctl` binary
 * calls (`runStoryctl` with its output, its environment and its exit status), against the database
 * named in `env`, which it opens and closes as the binary does. Without `typed` there is no
 * terminal to ask, as in a script. A node process starting storyctl
 * through tsx costs about 2 s of CPU, so most tests run it here; `storyctlProcess` runs the
 * binary for the tests that are about the process itself.
 */
export async function storyctl(
  args: string[],
  env: Record<string, string>,
  { typed }: { typed?: string } = {},
): Promise<StoryctlResult> {
  let stdout = '';
  let stderr = '';
  const code = await runStoryctl(args, {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    env: storyctlEnv(env),
    // `typed`: run as at a terminal, where the operator answers a question with this line.
    ...(typed === undefined
      ? {}
      : {
          ask: async (question: string) => {
            stderr += question;
            return typed;
          },
        }),
  });
  return { code, stdout, stderr };
}

/**
 * storyctl as the admin runs it: `cli/bin/storyctl.js`, a separate node process with its own
 * environment. A run that does not end by itself fails the test: an open database handle would
 * hang the admin's terminal.
 */
export function storyctlProcess(args: string[], env: Record<string, string>): Promise<StoryctlResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [STORYCTL, ...args],
      { cwd: REPO_ROOT, env: storyctlEnv(env), timeout: 45_000 },
      (error, stdout, stderr) => {
        if (error && (error as { killed?: boolean }).killed) {
          reject(new Error(`storyctl ${args.join(' ')} did not finish: ${stderr}`));
          return;
        }
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
      },
    );
  });
}

export const stderrLines = (result: StoryctlResult) => result.stderr.split('\n').filter((line) => line.trim() !== '');
