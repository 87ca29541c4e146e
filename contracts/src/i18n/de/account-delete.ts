import type { accountDelete as en } from '../en/account-delete.ts';

// „Mein Konto löschen“ im Kontomenü, und was Eltern sehen, wenn es erledigt ist (docs/your-data.md).
export const accountDelete: Record<keyof typeof en, string> = {
  'account.menu.deleteAccount': 'Mein Konto löschen',
  'account.delete.title': 'Mein Konto löschen',
  'account.delete.intro': 'Damit wird dein Konto endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
  'account.delete.goesTitle': 'Was gelöscht wird',
  'account.delete.goes.account': 'dein Konto; jeder Browser, der damit angemeldet ist, wird abgemeldet',
  'account.delete.goes.children': 'deine Kinderprofile',
  'account.delete.goes.stories': 'deine Geschichten mit ihren Bildern und ihrer Vertonung',
  'account.delete.goes.voices': 'die Stimmen, die für deine Geschichten aufgenommen wurden, und ihre Einladungslinks',
  'account.delete.goes.books': 'die E-Books, die aus deinen Geschichten gemacht wurden',
  'account.delete.kept':
    'Von einer Geschichte, die du bezahlt hast, behalten wir nur die Referenz des Zahlungsanbieters und den Betrag, ohne etwas, das zu dir oder deinem Kind führt. Das verlangt das Buchführungsrecht (in Deutschland meist 10 Jahre); danach wird auch das gelöscht.',
  'account.delete.password': 'Dein Passwort',
  'account.delete.submit': 'Mein Konto endgültig löschen',
  'account.delete.submitting': 'Dein Konto wird gelöscht...',
  'account.delete.cancel': 'Konto behalten',
  'account.delete.failed.title': 'Konto nicht gelöscht',
  'account.delete.failed.unknown': 'Dein Konto konnte nicht gelöscht werden. Bitte versuche es erneut.',
  'account.deleted.title': 'Dein Konto ist gelöscht',
  'account.deleted.text':
    'Dein Konto, deine Kinderprofile und deine Geschichten sind gelöscht, mit ihren Bildern, ihrer Vertonung, den aufgenommenen Stimmen, Einladungslinks und E-Books. Du bist abgemeldet.',
  'account.deleted.kept':
    'Von den Geschichten, die du bezahlt hast, bleiben nur die Referenz des Zahlungsanbieters und der Betrag, ohne etwas, das zu dir führt, so lange, wie es das Buchführungsrecht verlangt.',
  'account.deleted.close': 'Schließen',
};
