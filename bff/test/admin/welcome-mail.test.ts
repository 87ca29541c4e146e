import { translator } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { welcomeMail } from '../../src/services/admin-welcome-mail.ts';

// An admin-made password expires after 24 hours and must be changed at the first sign-in
// (issue 25, item 12): the welcome mail and the admin dashboard say so, in English and German.

describe('the 24-hour temporary password, where the owner and the admin read it', () => {
  it('the welcome mail says the password works for 24 hours and is replaced at the first sign-in', () => {
    const mail = welcomeMail({
      username: 'ella',
      temporaryPassword: 'Xy7-temporary',
      publicUrl: 'https://stories.example',
    });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(
        'This password works for 24 hours, and only until your first sign-in: then you choose a password of your own.',
      );
      expect(body).toContain('Sign in at https://stories.example within 24 hours.');
    }
    expect(welcomeMail({ username: 'ella', temporaryPassword: 'x' }).text).toContain(
      'at the top of the page within 24 hours.',
    );
    // Nothing tells the owner to keep a password that stops working.
    expect(mail.text).not.toMatch(/somewhere safe/);
  });

  it('says so in both dictionaries, for the mail and for the dashboard note after a new password is made', () => {
    const en = translator('en');
    const de = translator('de');
    expect(de('admin.mail.welcome.expiry')).toBe(
      'Dieses Passwort gilt 24 Stunden und nur bis zu deiner ersten Anmeldung: Dann wählst du ein eigenes Passwort.',
    );
    expect(de('admin.mail.welcome.signIn', { url: 'https://x.example' })).toBe(
      'Melde dich innerhalb von 24 Stunden unter https://x.example an.',
    );
    expect(en('admin.newUser.result.note')).toBe(
      'Share this password now: it is shown only once. It works for 24 hours and must be changed at the first sign-in.',
    );
    expect(de('admin.newUser.result.note')).toBe(
      'Gib dieses Passwort jetzt weiter: Es wird nur einmal angezeigt. Es gilt 24 Stunden und muss bei der ersten Anmeldung geändert werden.',
    );
  });
});
