import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';
import { emailAddressHash } from './address-hash.ts';
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

/**
 * SMTP when SMTP_URL is set, otherwise an .eml file per message in DATA_DIR/outbox. With the
 * sandbox checkout (no STRIPE_SECRET_KEY) anyone can "buy" a story and have its link mailed to any
 * address, so mail then stays in the outbox unless SANDBOX_MAIL=smtp says to send it for real.
 * Logs name a recipient only by its hash.
 */
export function createMailer({
  settings,
  logger,
  retry = DEFAULT_RETRY,
}: {
  settings: Pick<Settings, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'> &
    Partial<Pick<Settings, 'STRIPE_SECRET_KEY' | 'SANDBOX_MAIL'>>;
  logger: Logger;
  retry?: RetryPolicy;
}): Mailer {
  const from = settings.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const log = logger.child({ component: 'mail' });
  const smtp = settings.SMTP_URL && mayUseSmtp(settings) ? nodemailer.createTransport(settings.SMTP_URL) : undefined;
  const outbox = smtp
    ? undefined
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  if (settings.SMTP_URL && !smtp) {
    log.warn(
      'SMTP_URL is ignored with the sandbox checkout: mail goes to the outbox (SANDBOX_MAIL=smtp sends it through SMTP_URL)',
    );
  }

  async function deliverOnce(message: MailMessage) {
    const envelope = { from, ...message };
    if (smtp) {
      const info = await smtp.sendMail(envelope);
      log.info('mail sent', {
        addressHash: emailAddressHash(message.to),
        subject: message.subject,
        messageId: info.messageId,
      });
      return;
    }
    const info = await outbox!.sendMail(envelope);
    const file = await writeToOutbox(settings.dataDir, info.messageId, info.message as Buffer);
    log.info('mail written to outbox', { addressHash: emailAddressHash(message.to), subject: message.subject, file });
  }

  return {
    from,
    async send(message) {
      await withRetry(
        () => deliverOnce(message),
        retry,
        (error, attempt) =>
          log.warn('mail delivery failed', {
            addressHash: emailAddressHash(message.to),
            subject: message.subject,
            attempt,
            error: withoutAddresses(error),
          }),
      );
    },
  };
}

/** Whether SMTP_URL may be used: with a real payment provider, or when the sandbox was told to (SANDBOX_MAIL=smtp). */
function mayUseSmtp(settings: Partial<Pick<Settings, 'STRIPE_SECRET_KEY' | 'SANDBOX_MAIL'>>): boolean {
  return Boolean(settings.STRIPE_SECRET_KEY) || settings.SANDBOX_MAIL === 'smtp';
}

/** An SMTP error often quotes the recipient ("550 <a@b.example>: unknown user"): logged without it. */
function withoutAddresses(error: unknown): { name?: string; code?: unknown; message: string } {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return { name, code, message: text.replace(/[^\s<>()[\]@"',;:]+@[^\s<>()[\]@"',;:]+/g, '<address>') };
}
