// Holds the lock on DATA_DIR for data-dir-lock.ts, in a thread of its own: proper-lockfile keeps a
// lock fresh by touching it every second, and the embedded database (PGlite runs on the main
// thread) can keep the main thread busy for half a minute while it starts on a loaded machine. A
// lock refreshed there looked dead to the other processes, which took it over.
// Plain JavaScript: a worker thread does not get the TypeScript loader under every runner.
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import lockfile from 'proper-lockfile';

const { dataDir, lockfilePath, staleMs, updateMs, pollMs } = workerData;
let release;

parentPort.on('message', async (message) => {
  if (message !== 'release' || !release) return;
  // A lock another process took over meanwhile is not ours to remove any more.
  await release().catch(() => {});
  release = undefined;
  parentPort.postMessage({ type: 'released' });
  parentPort.close();
});

let waiting = false;
for (;;) {
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath,
      stale: staleMs,
      update: updateMs,
      // Polled below instead: the main thread can end the wait by ending this thread.
      retries: 0,
      // The library's default throws from a timer.
      onCompromised: (error) => parentPort.postMessage({ type: 'compromised', message: error.message }),
    });
    parentPort.postMessage({ type: 'locked' });
    break;
  } catch (error) {
    if (error.code !== 'ELOCKED') {
      parentPort.postMessage({ type: 'error', message: error.message, code: error.code });
      parentPort.close();
      break;
    }
  }
  if (!waiting) {
    waiting = true;
    parentPort.postMessage({ type: 'waiting' });
  }
  await sleep(pollMs);
}
