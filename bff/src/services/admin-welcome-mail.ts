import { translator } from '@dreamweaver/contracts';
import type { Mailer } from '../mail/index.ts';
import { escapeHtml } from '../http/escape-html.ts';

// The welcome email of an account the admin creates. It goes out in English (the account has
// no language yet) and carries the temporary password, so it is sent only to the given address.

export type WelcomeMailer = Pick<Mailer, 'send'>;

const t = translator('en');

export function welcomeMail({
  username,
  temporaryPassword,
  publicUrl,
}: {
  username: string;
  temporaryPassword: string;
  publicUrl?: string;
}) {
  const paragraphs = [
    t('admin.mail.welcome.greeting', { username }),
    t('admin.mail.welcome.intro'),
    t('admin.mail.welcome.credentials', { username, password: temporaryPassword }),
    t('admin.mail.welcome.expiry'),
    publicUrl ? t('admin.mail.welcome.signIn', { url: publicUrl }) : t('admin.mail.welcome.signInNoLink'),
    t('admin.mail.welcome.closing'),
  ];
  return {
    subject: t('admin.mail.welcome.subject'),
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

export async function sendWelcomeMail(
  mailer: WelcomeMailer,
  details: { to: string; username: string; temporaryPassword: string; publicUrl?: string },
): Promise<void> {
  await mailer.send({ to: details.to, ...welcomeMail(details) });
}
