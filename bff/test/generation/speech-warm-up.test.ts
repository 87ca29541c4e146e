import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

// With offline narration the bff starts its speech processes at start-up and has them practise
// (SPEECH_WARM_UP=on, the default); the test servers turn that off, which must leave them unstarted.

/** The speech processes (speech-child.cjs) that process `parent` has started and that still run. Linux /proc. */
function speechChildrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('speech-child.cjs'))
        found.push(Number(entry));
    } catch {
      // the process ended while being looked at
    }
  }
  return found;
}

let server: ServerProcess | undefined;
let scratch: ScratchDatabase | undefined;
let dataDir: string | undefined;

async function startWithWarmUp(warmUp: 'on' | 'off'): Promise<ServerProcess> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-warm-up-'));
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    OPENAI_API_KEY: '',
    SPEECH_WARM_UP: warmUp,
  });
  return server;
}

afterEach(async () => {
  await server?.stop('SIGKILL');
  await scratch?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  [server, scratch, dataDir] = [undefined, undefined, undefined];
});

describe.runIf(fs.existsSync('/proc/self/stat'))('speech warm-up at start-up', { timeout: 120_000 }, () => {
  it('on: the speech processes start without any story being asked for', async () => {
    const { process: bff } = await startWithWarmUp('on');
    const deadline = Date.now() + 30_000;
    while (speechChildrenOf(bff.pid!).length === 0 && Date.now() < deadline) await sleep(100);
    expect(speechChildrenOf(bff.pid!).length).toBeGreaterThan(0);
  });

  it('off: no speech process until a story needs one', async () => {
    const { process: bff } = await startWithWarmUp('off');
    // The warm-up would have started one well within this (it starts as soon as the server listens).
    await sleep(3000);
    expect(speechChildrenOf(bff.pid!)).toEqual([]);
  });
});
