import type { adminApi as english } from '../en/admin-api.ts';

// Admin-API und storyctl: Prüfungen, Fehler und die Willkommens-E-Mail.
export const adminApi: Record<keyof typeof english, string> = {
  'admin.validation.userId': 'Bitte wähle einen Benutzer über seine Nummer oder keinen.',
  'admin.validation.storyId': 'Bitte gib eine Geschichten-ID an.',
  'admin.validation.search': 'Bitte gib die Suche als Text mit höchstens 200 Zeichen ein.',
  'admin.validation.hidden': 'Bitte gib an, ob die Geschichte in der Galerie ausgeblendet wird (true oder false).',
  'admin.validation.failedFilter': 'Bitte gib failed als true oder false an.',
  'admin.validation.deleteVoices': 'Bitte gib deleteVoices als true oder false an.',
  'admin.validation.assignFields':
    'Bitte sende nur userId und, um die aufgenommenen Stimmen der Geschichte zu löschen, deleteVoices.',
  'admin.errors.userNotFound': 'Es gibt keinen Benutzer {user}.',
  'admin.errors.storyNotFound': 'Es gibt keine Geschichte {story}.',
  'admin.errors.storyHasVoice':
    'Die Geschichte {story} wurde nicht verschoben: Sie hat 1 aufgenommene Stimme (behalten oder noch nicht freigegeben), und diese gehört der Familie, der die Geschichte jetzt gehört. Die Familie kann die Stimme auf der Seite der Geschichte unter „Stimme“ löschen; oder verschiebe die Geschichte und lösche die Stimme dabei: storyctl stories assign --delete-voices (deleteVoices: true in der API).',
  'admin.errors.storyHasVoices':
    'Die Geschichte {story} wurde nicht verschoben: Sie hat {count} aufgenommene Stimmen (behalten oder noch nicht freigegeben), und diese gehören der Familie, der die Geschichte jetzt gehört. Die Familie kann die Stimmen auf der Seite der Geschichte unter „Stimme“ löschen; oder verschiebe die Geschichte und lösche die Stimmen dabei: storyctl stories assign --delete-voices (deleteVoices: true in der API).',
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
