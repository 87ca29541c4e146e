import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../../src/logger.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../../src/mail/index.ts';
import { outboxDir } from '../../src/mail/outbox.ts';
import { loadSettings } from '../../src/settings.ts';
import { startFakeSmtpServer } from './fake-smtp-server.ts';

const message = {
  to: 'parent@example.com',
  subject: 'Your story "Luna und der Mond" is ready',
  text: 'Read it here: http://localhost:3000/story/abc',
  html: '<p>Read it <a href="http://localhost:3000/story/abc">here</a></p>',
};

function recordingLogger() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    error: (m, f) => lines.push({ level: 'error', message: m, fields: f }),
    warn: (m, f) => lines.push({ level: 'warn', message: m, fields: f }),
    info: (m, f) => lines.push({ level: 'info', message: m, fields: f }),
    debug: () => {},
    child: () => logger,
  };
  return { logger, lines };
}

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-mail-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox and logs the recipient hashed, and the subject', async () => {
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ settings: { dataDir }, logger });
    expect(mailer.from).toBe(DEFAULT_MAIL_FROM);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'second@example.com' });

    const files = fs.readdirSync(outboxDir(dataDir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const raw = fs.readFileSync(path.join(outboxDir(dataDir), files.sort()[0]), 'utf8');
    expect(raw).toContain('From: Dreamweaver <stories@dreamweaver.local>');
    expect(raw).toMatch(/^To: (parent|second)@example\.com/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('http://localhost:3000/story/abc');
    // The log line names the recipient only by the SHA-256 of the (lower-cased) address.
    expect(lines.filter((l) => l.message === 'mail written to outbox').map((l) => l.fields?.addressHash)).toEqual([
      createHash('sha256').update('parent@example.com').digest('hex'),
      createHash('sha256').update('second@example.com').digest('hex'),
    ]);
    expect(JSON.stringify(lines)).not.toContain('@example.com');
    expect(lines[0].fields?.subject).toBe(message.subject);
  });

  it('uses MAIL_FROM as the sender', async () => {
    const mailer = createMailer({
      settings: { dataDir, MAIL_FROM: 'Traumweber <hallo@traumweber.example>' },
      logger: createLogger('silent'),
    });
    expect(mailer.from).toBe('Traumweber <hallo@traumweber.example>');
  });
});

describe('the SMTP mailer (SMTP_URL set)', () => {
  it('delivers through the SMTP server and writes nothing to the outbox', async () => {
    const smtp = await startFakeSmtpServer();
    const smtpDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-mail-smtp-'));
    try {
      const mailer = createMailer({
        settings: {
          dataDir: smtpDataDir,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'stories@example.org',
          STRIPE_SECRET_KEY: 'sk_live_x',
        },
        logger: createLogger('silent'),
      });
      await mailer.send(message);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].from).toBe('stories@example.org');
      expect(smtp.messages[0].to).toEqual(['parent@example.com']);
      expect(smtp.messages[0].data).toContain('http://localhost:3000/story/abc');
      expect(fs.existsSync(outboxDir(smtpDataDir))).toBe(false);
    } finally {
      await smtp.close();
      fs.rmSync(smtpDataDir, { recursive: true, force: true });
    }
  });

  it('logs each failed attempt, retries, and finally throws', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({
      settings: { dataDir, SMTP_URL: `smtp://127.0.0.1:${closedPort}`, SANDBOX_MAIL: 'smtp' },
      logger,
      retry: { delaysMs: [10, 10] },
    });
    await expect(mailer.send(message)).rejects.toThrow();
    const failures = lines.filter((l) => l.message === 'mail delivery failed');
    expect(failures.map((l) => l.fields?.attempt)).toEqual([1, 2, 3]);
    expect(failures[0].level).toBe('warn');
    expect(failures[0].fields?.addressHash).toBe(createHash('sha256').update('parent@example.com').digest('hex'));
    expect(JSON.stringify(failures)).not.toContain('parent@example.com');
  });
});

describe('mail with the sandbox checkout (no STRIPE_SECRET_KEY)', () => {
  // There anyone can "buy" a story and have its link sent to any address.
  it('stays in the outbox even when SMTP_URL is set, unless SANDBOX_MAIL=smtp', async () => {
    const smtp = await startFakeSmtpServer();
    const sandboxDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-mail-sandbox-'));
    try {
      const env = { DATA_DIR: sandboxDataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const { logger, lines } = recordingLogger();
      await createMailer({ settings: loadSettings(env), logger }).send(message);
      expect(smtp.messages).toHaveLength(0);
      expect(fs.readdirSync(outboxDir(sandboxDataDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      expect(lines.map((l) => l.message)).toContain(
        'SMTP_URL is ignored with the sandbox checkout: mail goes to the outbox (SANDBOX_MAIL=smtp sends it through SMTP_URL)',
      );

      await createMailer({
        settings: loadSettings({ ...env, SANDBOX_MAIL: 'smtp' }),
        logger: createLogger('silent'),
      }).send(message);
      expect(smtp.messages).toHaveLength(1);
      await createMailer({
        settings: loadSettings({ ...env, STRIPE_SECRET_KEY: 'sk_test_x' }),
        logger: createLogger('silent'),
      }).send(message);
      expect(smtp.messages).toHaveLength(2);
      expect(() => loadSettings({ ...env, SANDBOX_MAIL: 'yes' })).toThrow(/SANDBOX_MAIL/);
    } finally {
      await smtp.close();
      fs.rmSync(sandboxDataDir, { recursive: true, force: true });
    }
  });
});
