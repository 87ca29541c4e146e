// A small structured logger: one JSON line per event, quiet below the configured level.
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

export function createLogger(level: LogLevel = 'info', base: Fields = {}): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (LEVELS[at] > LEVELS[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...base, ...fields }, errorReplacer);
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, f) => write('error', m, f),
    warn: (m, f) => write('warn', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
