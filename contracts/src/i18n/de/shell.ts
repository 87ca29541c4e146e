import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.language.label': 'Sprache',
  'shell.language.option': '{code} – {name}',
  'shell.account.signIn': 'Anmelden',
  'shell.remote.loading': 'Wird geladen...',
  'shell.remote.failed.title': 'Dieser Teil von Traumweber konnte nicht geladen werden',
  'shell.remote.failed.text': 'Beim Laden ist etwas schiefgegangen. Der Rest der Seite funktioniert weiterhin.',
  'shell.remote.retry': 'Erneut versuchen',
  'shell.notFound.code': '404',
  'shell.notFound.title': 'Seite nicht gefunden',
  'shell.notFound.text': 'Diese Seite ist ins Traumland davongeschwebt. Wir bringen dich zurück zur Startseite.',
  'shell.backHome': 'Zurück zur Startseite',
  'toast.region': 'Benachrichtigungen ({hotkey})',
  'toast.close': 'Schließen',
  'privacy.page.intro':
    'Wir speichern so wenig wie möglich über dich. Hier steht, was mit den Angaben geschieht, die du uns gibst.',
  'privacy.page.stories.title': 'Deine Geschichten',
  'privacy.page.stories.text':
    'Die Angaben, die du für eine Geschichte machst, und die daraus entstehende Geschichte werden von KI-Diensten Dritter verarbeitet, die den Text schreiben, die Bilder malen und die Erzählung sprechen. Sie werden nicht zum Training dieser Dienste verwendet.',
  'privacy.page.accounts.title': 'Konten',
  'privacy.page.accounts.text':
    'Für eine Geschichte brauchst du kein Konto. Wenn du eines anlegst, speichern wir nur deinen Benutzernamen und einen Hash deines Passworts, niemals das Passwort selbst.',
  'privacy.page.payments.title': 'Zahlungen',
  'privacy.page.payments.text':
    'Kartenzahlungen wickelt unser Zahlungsanbieter auf seiner eigenen sicheren Bezahlseite ab. Deine Kartendaten sehen und speichern wir nie.',
  'privacy.page.browser.title': 'Dein Browser',
  'privacy.page.browser.text':
    'Wir verwenden ein Cookie, damit du angemeldet bleibst, und dein Browser merkt sich die gewählte Sprache. Werbe- oder Tracking-Cookies verwenden wir nicht.',
};
