import type { adminApi as english } from '../en/admin-api.ts';

// Admin-API und storyctl: Prüfungen, Fehler und die Willkommens-E-Mail.
export const adminApi: Record<keyof typeof english, string> = {
  'admin.validation.userId': 'Bitte wähle einen Benutzer über seine Nummer oder keinen.',
  'admin.validation.storyId': 'Bitte gib eine Geschichten-ID an.',
  'admin.validation.search': 'Bitte gib die Suche als Text mit höchstens 200 Zeichen ein.',
  'admin.validation.hidden': 'Bitte gib an, ob die Geschichte in der Galerie ausgeblendet wird (true oder false).',
  'admin.validation.failedFilter': 'Bitte gib failed als true oder false an.',
  'admin.errors.userNotFound': 'Es gibt keinen Benutzer {user}.',
  'admin.errors.storyNotFound': 'Es gibt keine Geschichte {story}.',
  'admin.errors.retryNotFailed':
    'Nur eine Geschichte, deren Erstellung fehlgeschlagen ist, kann neu gestartet werden; {story} ist {status}.',
  'admin.errors.noRefundOwed': 'Keine Zahlung von {story} wartet auf eine Erstattung.',
  'admin.errors.refundFailed': 'Der Zahlungsdienst hat {story} nicht erstattet: {reason}',
  'admin.mail.welcome.subject': 'Willkommen bei Traumweber',
  'admin.mail.welcome.greeting': 'Hallo {username},',
  'admin.mail.welcome.intro':
    'für dich wurde ein Konto bei Traumweber angelegt, in dem du deine Gutenachtgeschichten aufbewahren und wieder öffnen kannst.',
  'admin.mail.welcome.credentials': 'Benutzername: {username}\nVorläufiges Passwort: {password}',
  'admin.mail.welcome.expiry':
    'Dieses Passwort gilt 24 Stunden und nur bis zu deiner ersten Anmeldung: Dann wählst du ein eigenes Passwort.',
  'admin.mail.welcome.signIn': 'Melde dich innerhalb von 24 Stunden unter {url} an.',
  'admin.mail.welcome.signInNoLink':
    'Melde dich innerhalb von 24 Stunden über die Konto-Schaltfläche oben auf der Seite an.',
  'admin.mail.welcome.closing': 'Süße Träume,\ndein Traumweber-Team',
};
