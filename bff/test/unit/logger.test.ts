import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const loggerModule = path.join(repoRoot, 'bff/src/logger.ts');

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe('the logger', () => {
  it('writes one JSON line per event with level, ISO time, bound fields, message and fields', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', { service: 'bff' }, destination);
    logger.child({ requestId: 'r-1' }).info('request', { method: 'GET', path: '/api/auth/me', status: 401, ms: 3 });
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        service: 'bff',
        requestId: 'r-1',
        message: 'request',
        method: 'GET',
        path: '/api/auth/me',
        status: 401,
        ms: 3,
      },
    ]);
    expect(Object.keys(lines[0])).toEqual([
      'level',
      'time',
      'service',
      'requestId',
      'message',
      'method',
      'path',
      'status',
      'ms',
    ]);
  });

  it("writes a child's fields after its parent's, before the message", () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', {}, destination);
    logger.child({ worker: 'w-1' }).child({ requestId: 'r-3' }).warn('retrying', { attempt: 2 });
    expect(Object.entries(lines[0]).slice(2)).toEqual([
      ['worker', 'w-1'],
      ['requestId', 'r-3'],
      ['message', 'retrying'],
      ['attempt', 2],
    ]);
  });

  it('stays quiet below its level and keeps an error field readable', () => {
    const { lines, destination } = capture();
    const logger = createLogger('warn', {}, destination);
    logger.debug('not this');
    logger.info('nor this');
    logger.warn('this', { n: 1 });
    logger.error('and this', { error: new TypeError('the database is asleep') });
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'this'],
      ['error', 'and this'],
    ]);
    expect(lines[1].error).toMatchObject({
      name: 'TypeError',
      message: 'the database is asleep',
      stack: expect.stringContaining('TypeError'),
    });
  });

  it('writes nothing at all when silent', () => {
    const { lines, destination } = capture();
    const logger = createLogger('silent', {}, destination);
    logger.error('never');
    logger.child({ requestId: 'r-2' }).info('never');
    expect(lines).toEqual([]);
  });

  it('puts info on stdout and warnings on stderr, and writes every line before the process exits', async () => {
    const script = `
      import { createLogger } from ${JSON.stringify(loggerModule)};
      const logger = createLogger('debug');
      for (let i = 0; i < 2000; i++) logger.info('line', { i });
      logger.debug('detail');
      logger.warn('careful', { code: 7 });
      process.exit(0);
    `;
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: repoRoot,
        maxBuffer: 10 * 1024 * 1024,
      },
    );
    const out = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(out).toHaveLength(2001);
    expect(out.at(-2)).toMatchObject({ level: 'info', message: 'line', i: 1999 });
    expect(out.at(-1)).toMatchObject({ level: 'debug', message: 'detail' });
    expect(
      stderr
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([expect.objectContaining({ level: 'warn', message: 'careful', code: 7 })]);
  });

  it('writes info lines that fill no batch long before the process ends, each quiet spell again', async () => {
    const script = `
      import { createLogger } from ${JSON.stringify(loggerModule)};
      const logger = createLogger('info');
      logger.info('alone', { n: 1 });
      setTimeout(() => logger.info('again', { n: 2 }), 1_000);
      setTimeout(() => {}, 30_000);
    `;
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.trim().split('\n').length === 2) resolve(text);
        });
        child.once('exit', () => reject(new Error(`exited before writing both lines: ${text}`)));
      });
      expect(
        output
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      ).toEqual([
        expect.objectContaining({ level: 'info', message: 'alone', n: 1 }),
        expect.objectContaining({ level: 'info', message: 'again', n: 2 }),
      ]);
      // Long before the process ends (after 30 s, when a batch not filled would be written at last).
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      child.kill();
    }
  }, 40_000);
});
