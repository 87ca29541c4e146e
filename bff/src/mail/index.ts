import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { Settings } from '../settings.ts';
import { writeToOutbox } from './outbox.ts';
import { withRetry, type RetryPolicy } from './retry.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Delivers one message, retrying briefly; throws when every attempt failed (the caller decides what to keep). */
  send(message: MailMessage): Promise<void>;
  /** The sender address, as shown to buyers ("we'll email you from ..."). */
  readonly from: string;
}

export const DEFAULT_MAIL_FROM = 'Dreamweaver <stories@dreamweaver.local>';
const DEFAULT_RETRY: RetryPolicy = { delaysMs: [500, 2_000] };

/** SMTP when SMTP_URL is set, otherwise an .eml file per message in DATA_DIR/outbox. */
export function createMailer({
  settings,
  logger,
  retry = DEFAULT_RETRY,
}: {
  settings: Pick<Settings, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>;
  logger: Logger;
  retry?: RetryPolicy;
}): Mailer {
  const from = settings.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const log = logger.child({ component: 'mail' });
  const smtp = settings.SMTP_URL ? nodemailer.createTransport(settings.SMTP_URL) : undefined;
  const outbox = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function deliverOnce(message: MailMessage) {
    const envelope = { from, ...message };
    if (smtp) {
      const info = await smtp.sendMail(envelope);
      log.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
      return;
    }
    const info = await outbox!.sendMail(envelope);
    const file = await writeToOutbox(settings.dataDir, info.messageId, info.message as Buffer);
    log.info('mail written to outbox', { to: message.to, subject: message.subject, file });
  }

  return {
    from,
    async send(message) {
      await withRetry(() => deliverOnce(message), retry, (error, attempt) =>
        log.warn('mail delivery failed', { to: message.to, subject: message.subject, attempt, error }),
      );
    },
  };
}
