import { spawn, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

/** Whether a command is on the PATH. */
export function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Runs a tool without blocking the event loop (a server in the test process goes on answering). */
function runTool(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

// EPUBCheck is a short-lived JVM: the client compiler alone and the serial collector halve its CPU
// (7.4 s to 3.5 s for a small book on the 2-core CI machine), and CI runs it on every EPUB the tests build.
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The EPUBCheck command line (Debian's `epubcheck` command is the jar itself), or undefined where it is not installed. */
function epubcheckCommand(): string[] | undefined {
  if (!onPath('epubcheck')) return undefined;
  const resolved = realpathSync(spawnSync('sh', ['-c', 'command -v epubcheck'], { encoding: 'utf8' }).stdout.trim());
  if (!resolved.endsWith('.jar')) return [resolved];
  return onPath('java') ? ['java', ...JVM_FLAGS, '-jar', resolved] : undefined;
}

/** EPUBCheck's verdict on an EPUB file: its exit status and report; undefined where EPUBCheck is not installed. */
export async function epubcheck(file: string): Promise<{ status: number | null; output: string } | undefined> {
  const command = epubcheckCommand();
  return command ? runTool(command[0], [...command.slice(1), file]) : undefined;
}
