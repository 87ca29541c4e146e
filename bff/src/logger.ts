import pino, { type DestinationStream, type Logger as Pino } from 'pino';

// Structured logs through pino: one JSON line per event (`level`, `time`, the logger's bound
// fields such as `requestId`, `message`, then the event's fields), quiet below the configured
// level; info and debug on stdout, warn and error on stderr. Lines are written asynchronously
// (pino's SonicBoom destinations, flushed at exit; stdout in batches, see standardStreams): a
// synchronous write per request was the biggest self-time frame in the bff's CPU profile under
// load (see bench/api.bench.ts).
const LEVELS = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  debug(message: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

/** An Error in a log field keeps its name, message and stack (JSON would make it `{}`). */
function errorFields(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

let processStreams: DestinationStream | undefined;

/** Bytes of info and debug lines gathered before a write, and the longest they wait (ms). */
const STDOUT_BATCH_BYTES = 4096;
const STDOUT_FLUSH_MS = 250;

/**
 * stdout for info and debug, stderr for warn and error; one pair per process, made on first use.
 * Info lines (one per request) go out in batches of 4 KB or every 250 ms, whichever comes first:
 * written as they came, the fs.write per few lines was 2.5 % of the bff's CPU profile of
 * GET /api/stories/:id under load, before the thread pool's own time. Warnings and errors go out
 * at once; everything left is written at exit.
 */
function standardStreams(): DestinationStream {
  if (processStreams) return processStreams;
  const stdout = pino.destination({ dest: 1, sync: false, minLength: STDOUT_BATCH_BYTES });
  // Armed by the first line after a flush, so an idle process wakes for nothing.
  // biome-ignore lint/correctness/noUnusedVariables: read by the `??=` in write() below, which the rule does not count as a use
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    flushTimer = undefined;
    try {
      stdout.flush();
    } catch {
      // Destroyed: the process is ending, and the exit handler has written what was left.
    }
  };
  processStreams = pino.multistream(
    [
      {
        level: 'debug',
        stream: {
          write: (line: string) => {
            flushTimer ??= setTimeout(flush, STDOUT_FLUSH_MS).unref();
            return stdout.write(line);
          },
        },
      },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: false }) },
    ],
    { dedupe: true },
  );
  return processStreams;
}

const SILENT: Logger = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  child: () => SILENT,
};

/**
 * A logger at `level` with `base` fields on every line. `destination` replaces stdout/stderr
 * (tests); it gets every line at or above the level.
 */
export function createLogger(level: LogLevel = 'info', base: Fields = {}, destination?: DestinationStream): Logger {
  if (level === 'silent') return SILENT;
  const root = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: errorFields },
    },
    destination ?? standardStreams(),
  );
  return wrap(Object.keys(base).length > 0 ? root.child(base) : root);
}

/**
 * Our Logger over a pino logger, with `bound` fields written before the message on each line.
 * A child binds its fields here rather than through pino's child(): the request context makes one
 * per request, and a pino child each time (bindings serialised, a logger object made) was a
 * fifth of pino's share of the bff's CPU profile of GET /api/stories/:id under load. The line is
 * the same: pino writes a child's bindings right after the time, where these fields go too.
 */
class BoundLogger implements Logger {
  constructor(
    private readonly pinoLogger: Pino,
    private readonly bound: Fields | undefined,
  ) {}

  private write(at: Exclude<LogLevel, 'silent'>, message: string, fields: Fields | undefined) {
    // The message goes in with the fields (not as pino's msg, which is written last), so a line
    // reads level, time, bound fields, message, fields, as before.
    if (!this.pinoLogger.isLevelEnabled(at)) return;
    // Object.assign, not `{ ...bound, message, ...fields }`: the same object, built in a third of
    // the time (2.5 µs instead of 8 µs a line in a loop under tsx).
    const line: Fields = Object.assign({}, this.bound);
    line.message = message;
    this.pinoLogger[at](Object.assign(line, fields));
  }

  error(message: string, fields?: Fields) {
    this.write('error', message, fields);
  }
  warn(message: string, fields?: Fields) {
    this.write('warn', message, fields);
  }
  info(message: string, fields?: Fields) {
    this.write('info', message, fields);
  }
  debug(message: string, fields?: Fields) {
    this.write('debug', message, fields);
  }
  child(fields: Fields): Logger {
    return new BoundLogger(this.pinoLogger, Object.assign({}, this.bound, fields));
  }
}

function wrap(pinoLogger: Pino): Logger {
  return new BoundLogger(pinoLogger, undefined);
}
