import type { Knex } from 'knex';
import { DOWNLOAD_FORMATS, storyDownloadPath, translator, type DownloadFormat } from '@dreamweaver/contracts';
import type { Logger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/index.ts';
import { Payment, Story } from '../models/index.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { emailAddressHash } from './story-link-recipients.ts';

export interface StoryLinkEmailDeps {
  db: Knex;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL; without it the link uses the origin the buyer paid from. */
  publicUrl?: string;
}

/** After this many attempts an owed email is given up (and logged as an error). */
const MAX_EMAIL_ATTEMPTS = 10;
/** How long one attempt holds its claim; a process that dies mid-send frees it after this. */
const CLAIM_SECONDS = 120;
const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21600];

function storyLink(storyId: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/story/${encodeURIComponent(storyId)}`;
}

/** Links to the story's downloads (web page, e-book, picture book), on the same origin as its link. */
function downloadLinks(storyId: string, origin: string): Record<DownloadFormat, string> {
  const base = origin.replace(/\/+$/, '');
  return Object.fromEntries(
    DOWNLOAD_FORMATS.map((format) => [format, base + storyDownloadPath(storyId, format)]),
  ) as Record<DownloadFormat, string>;
}

const downloadLabels = {
  html: 'viewer.download.html',
  epub: 'viewer.download.epub',
  pdf: 'viewer.download.pdf',
} as const;

/** The buyer's email in the story's language: the link to the whole story and its downloads, as text and HTML. */
export function composeStoryLinkEmail(
  story: Pick<Story, 'title' | 'language'>,
  to: string,
  link: string,
  downloads?: Record<DownloadFormat, string>,
): MailMessage {
  const t = translator(story.language === 'de' ? 'de' : 'en');
  const title = story.title || t('payment.productFallback');
  const brand = t('app.title');
  const lines = {
    heading: t('payment.email.heading'),
    body: t('payment.email.body', { title }),
    privacy: t('payment.email.privacy'),
    signature: t('payment.email.signature', { brand }),
  };
  const e = escapeHtml;
  const formats = downloads ? DOWNLOAD_FORMATS : [];
  const downloadText = downloads
    ? `\n${t('payment.email.downloads')}\n${formats.map((f) => `- ${t(downloadLabels[f])}: ${downloads[f]}`).join('\n')}\n`
    : '';
  const downloadHtml = downloads
    ? `<p style="margin:0 0 8px">${e(t('payment.email.downloads'))}</p>
<ul style="margin:0 0 24px;padding-left:20px;line-height:1.8">${formats.map((f) => `<li><a href="${e(downloads[f])}" style="color:#6d4aff">${e(t(downloadLabels[f]))}</a></li>`).join('')}</ul>`
    : '';
  return {
    to,
    // Never the title (it carries the child's name) nor any other text a user typed: a subject is
    // what notifications, mail logs and lock screens show.
    subject: t('payment.email.subject'),
    text: `${lines.heading}\n\n${lines.body}\n${link}\n${downloadText}\n${lines.signature}\n\n${lines.privacy}\n`,
    html: `<!doctype html><html lang="${story.language}"><body style="margin:0;padding:24px;background:#f6f3ff;font-family:Helvetica,Arial,sans-serif;color:#2d2250">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
<h1 style="margin:0 0 16px;font-size:22px">${e(lines.heading)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${e(lines.body)}</p>
<p style="margin:0 0 24px"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;background:#6d4aff;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${e(t('payment.email.button'))}</a></p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${e(link)}" style="color:#6d4aff">${e(link)}</a></p>
${downloadHtml}
<p style="margin:0 0 16px">${e(lines.signature)}</p>
<p style="margin:0;font-size:12px;color:#7a7296">${e(lines.privacy)}</p>
</div></body></html>`,
  };
}

/**
 * Sends the story link for one paid payment if it is still owed and nobody else is sending it.
 * The claim is a conditional update, so a webhook and a verification racing each other send once;
 * a failure is recorded with the time of the next attempt, never thrown: the payment stands.
 * Returns whether the email has been sent (now or before).
 */
export async function deliverStoryLinkEmail(deps: StoryLinkEmailDeps, paymentId: number): Promise<boolean> {
  const { db, mailer, logger } = deps;
  const [claimed] = await Payment.query(db)
    .patch({
      emailAttempts: db.raw('email_attempts + 1') as unknown as number,
      emailNextAttemptAt: db.raw(`now() + interval '${CLAIM_SECONDS} seconds'`) as unknown as Date,
    })
    .where({ id: paymentId, status: 'paid' })
    .whereNull('emailSentAt')
    .whereNotNull('customerEmail')
    .where('emailAttempts', '<', MAX_EMAIL_ATTEMPTS)
    .where((q) => q.whereNull('emailNextAttemptAt').orWhere('emailNextAttemptAt', '<=', db.fn.now()))
    .returning('*');
  if (!claimed) {
    const current = await Payment.query(db).findById(paymentId);
    return Boolean(current?.emailSentAt);
  }
  // A record kept after its story was deleted has no address, so it is never claimed here.
  const story = claimed.storyId ? await Story.query(db).findById(claimed.storyId) : undefined;
  if (!story) return false;
  const origin = deps.publicUrl ?? claimed.linkOrigin ?? 'http://localhost:3000';
  try {
    await mailer.send(
      composeStoryLinkEmail(
        story,
        claimed.customerEmail!,
        storyLink(story.id, origin),
        downloadLinks(story.id, origin),
      ),
    );
  } catch (error) {
    const delay = RETRY_DELAYS_SECONDS[Math.min(claimed.emailAttempts - 1, RETRY_DELAYS_SECONDS.length - 1)];
    const givingUp = claimed.emailAttempts >= MAX_EMAIL_ATTEMPTS;
    logger[givingUp ? 'error' : 'warn'](
      givingUp ? 'story link email given up' : 'story link email failed, will retry',
      {
        paymentId,
        storyId: claimed.storyId,
        attempt: claimed.emailAttempts,
        retryInSeconds: givingUp ? undefined : delay,
        error,
      },
    );
    await Payment.query(db)
      .patch({
        emailNextAttemptAt: db.raw(`now() + interval '${delay} seconds'`) as unknown as Date,
        emailLastError: String((error as Error).message ?? error).slice(0, 1000),
      })
      .where({ id: paymentId });
    return false;
  }
  await Payment.query(db)
    .patch({ emailSentAt: new Date(), emailNextAttemptAt: null, emailLastError: null })
    .where({ id: paymentId });
  // Every send on record: which payment, to which address (as its hash), when (the log line's time).
  logger.info('story link email sent', {
    paymentId,
    storyId: claimed.storyId,
    addressHash: emailAddressHash(claimed.customerEmail!),
  });
  return true;
}

/** Sends every story link email that is owed and due (after failures, or a restart mid-send). */
export async function deliverOwedStoryLinkEmails(deps: StoryLinkEmailDeps, limit = 20): Promise<number> {
  const owed = await Payment.query(deps.db)
    .select('id')
    .where({ status: 'paid' })
    .whereNull('emailSentAt')
    .whereNotNull('customerEmail')
    .where('emailAttempts', '<', MAX_EMAIL_ATTEMPTS)
    .where((q) => q.whereNull('emailNextAttemptAt').orWhere('emailNextAttemptAt', '<=', deps.db.fn.now()))
    .orderBy('id')
    .limit(limit);
  let sent = 0;
  for (const { id } of owed) if (await deliverStoryLinkEmail(deps, id)) sent++;
  return sent;
}

/** Retries owed emails every `intervalMs` in the background; returns the function that stops it. */
export function startStoryLinkEmailRetries(deps: StoryLinkEmailDeps, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverOwedStoryLinkEmails(deps)
      .catch((error) => deps.logger.warn('story link email retry sweep failed', { error }))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
