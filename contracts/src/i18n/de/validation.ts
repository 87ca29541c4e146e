import type { validation as en } from '../en/validation.ts';

export const validation: Record<keyof typeof en, string> = {
  'validation.username.min': 'Der Benutzername muss mindestens 3 Zeichen lang sein',
  'validation.username.max': 'Der Benutzername darf höchstens 50 Zeichen lang sein',
  'validation.password.min': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'validation.password.max': 'Das Passwort ist zu lang',
  'validation.password.match': 'Die Passwörter müssen übereinstimmen',
  'validation.name.required': 'Name ist erforderlich',
  'validation.email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'validation.invalidRequest': 'Die Anfrage ist ungültig. Bitte prüfe deine Eingaben.',
  'errors.invalidCredentials': 'Ungültiger Benutzername oder ungültiges Passwort',
  'errors.usernameTaken': 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
  'errors.usernameReserved': 'Dieser Benutzername ist reserviert. Bitte wähle einen anderen.',
  'errors.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte versuche es in {minutes} Minuten erneut.',
  'errors.notSignedIn': 'Bitte melde dich an, um fortzufahren.',
  'errors.forbidden': 'Dazu hast du keine Berechtigung.',
  'errors.notFound': 'Nicht gefunden.',
  'errors.crossSite': 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  'errors.jsonOnly': 'Bitte sende diese Anfrage als JSON (Content-Type: application/json).',
  'errors.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'errors.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später erneut.',
};
