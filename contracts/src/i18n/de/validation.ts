import type { validation as en } from '../en/validation.ts';

export const validation: Record<keyof typeof en, string> = {
  'validation.username.min': 'Der Benutzername muss mindestens 3 Zeichen lang sein',
  'validation.username.max': 'Der Benutzername darf höchstens 50 Zeichen lang sein',
  'validation.username.invisible': 'Der Benutzername darf keine unsichtbaren Zeichen oder Steuerzeichen enthalten',
  'validation.password.min': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'validation.password.max': 'Das Passwort ist zu lang',
  'validation.password.match': 'Die Passwörter müssen übereinstimmen',
  'validation.password.current': 'Bitte gib dein aktuelles Passwort ein',
  'validation.password.same': 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  'validation.password.control': 'Passwörter dürfen keine Steuerzeichen enthalten',
  'validation.password.deleteAccount': 'Bitte gib dein Passwort ein, um dein Konto zu löschen',
  'validation.name.required': 'Name ist erforderlich',
  'validation.email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'validation.paging.limit': 'Bitte frage nach 1 bis {max} Zeilen pro Seite.',
  'validation.paging.cursor':
    'Diese Seitenposition passt nicht zu dieser Liste (vielleicht gehört sie zu einer anderen Liste oder Suche). Bitte beginne wieder auf der ersten Seite.',
  'validation.invalidRequest': 'Die Anfrage ist ungültig. Bitte prüfe deine Eingaben.',
  'validation.text.unstorable':
    'Dieser Text enthält unsichtbare Steuerzeichen, die nicht gespeichert werden können. Bitte entferne sie und versuche es erneut.',
  'validation.text.control':
    'Dieser Text enthält Steuerzeichen (unsichtbare Codes wie Escape oder Zeilenumbrüche). Bitte entferne sie und versuche es erneut.',
  'validation.text.controlMultiline':
    'Dieser Text enthält Steuerzeichen (unsichtbare Codes wie Escape). Erlaubt sind nur Zeilenumbrüche und Tabulatoren. Bitte entferne sie und versuche es erneut.',
  'errors.invalidCredentials': 'Ungültiger Benutzername oder ungültiges Passwort',
  'errors.usernameTaken': 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
  'errors.usernameReserved': 'Dieser Benutzername ist reserviert. Bitte wähle einen anderen.',
  'errors.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte versuche es in {minutes} Minuten erneut.',
  'errors.tooManyRegistrations':
    'Aus deinem Netzwerk wurden in letzter Zeit zu viele Konten angelegt. Bitte versuche es in {minutes} Minuten erneut, oder melde dich an, wenn du schon ein Konto hast.',
  'errors.registrationsBusy':
    'Gerade melden sich sehr viele Menschen neu an. Bitte versuche es in {minutes} Minuten erneut.',
  'errors.requestAbandoned': 'Die Anfrage wurde abgebrochen, bevor sie fertig war.',
  'errors.notSignedIn': 'Bitte melde dich an, um fortzufahren.',
  'errors.forbidden': 'Dazu hast du keine Berechtigung.',
  'errors.currentPasswordWrong': 'Dein aktuelles Passwort ist nicht richtig.',
  'errors.deleteAccountPasswordWrong': 'Das ist nicht dein Passwort, darum wurde dein Konto nicht gelöscht.',
  'errors.lastAdmin':
    'Das ist das einzige Admin-Konto, darum kann es nicht gelöscht werden. Gib zuerst einem anderen Konto die Admin-Rolle (storyctl users grant-admin).',
  'errors.temporaryPasswordExpired':
    'Dein vorläufiges Passwort ist abgelaufen (es galt 24 Stunden). Bitte bitte den Admin um ein neues.',
  'errors.passwordChangeRequired': 'Bitte ändere zuerst dein vorläufiges Passwort.',
  'errors.metricsToken': 'Die Metriken brauchen einen gültigen Token (Authorization: Bearer …).',
  'errors.notFound': 'Nicht gefunden.',
  'errors.crossSite': 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  'errors.jsonOnly': 'Bitte sende diese Anfrage als JSON (Content-Type: application/json).',
  'errors.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'errors.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
  'errors.unavailable':
    'Unser Speicher ist gerade kurz nicht erreichbar. Bitte versuche es in einer Minute erneut; deine Eingaben sind nicht verloren.',
};
