import type { Logger } from './logger.ts';

/** Runs a process's main; a failure to start is one clear line on stderr (details with LOG_LEVEL=debug). */
export function runMain(what: string, main: () => Promise<void>): void {
  main().catch((error: Error) => {
    console.error(`${what} could not start: ${error.message}`);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  });
}

/** Calls `stop` once on SIGINT or SIGTERM, then exits. */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
}
