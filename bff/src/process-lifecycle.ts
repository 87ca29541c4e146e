import type http from 'node:http';
import type { Logger } from './logger.ts';

/** Runs a process's main; a failure to start is one clear line on stderr (details with LOG_LEVEL=debug). */
export function runMain(what: string, main: () => Promise<void>): void {
  main().catch((error: Error) => {
    console.error(`${what} could not start: ${error.message}`);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  });
}

/**
 * Calls `stop` once on SIGINT or SIGTERM, then exits 0. A stop that takes longer than `graceMs`
 * (SHUTDOWN_GRACE_SECONDS) is cut short: the process exits 1, and what it still held (a job's
 * lease) runs out on its own.
 */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>, { graceMs }: { graceMs?: number } = {}): void {
  let stopping = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, graceSeconds: graceMs ? graceMs / 1000 : undefined });
    if (graceMs) {
      setTimeout(() => {
        logger.error('shutdown took longer than its grace period; exiting now', { graceSeconds: graceMs / 1000 });
        process.exit(1);
      }, graceMs).unref();
    }
    try {
      await stop();
    } catch (error) {
      logger.error('shutdown failed', { error });
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}

/**
 * Stops taking connections and waits for the requests in flight to be answered. Keep-alive
 * connections are closed as soon as they fall idle, so a client's next request goes to another host.
 */
export async function drainHttpServer(server: http.Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  try {
    await closed;
  } finally {
    clearInterval(sweeper);
  }
}
