import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// storyctl as the admin runs it: a separate node process with its own environment.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STORYCTL = path.join(REPO_ROOT, 'cli/bin/storyctl.js');

export interface StoryctlResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs storyctl with exactly these settings (nothing inherited from the test run's own
 * DATABASE_URL or DATA_DIR). A run that does not end by itself fails the test: an open
 * database handle would hang the admin's terminal.
 */
export function storyctl(args: string[], env: Record<string, string>): Promise<StoryctlResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [STORYCTL, ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', ...env },
        timeout: 45_000,
      },
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
