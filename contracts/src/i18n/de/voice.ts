import type { voice as en } from '../en/voice.ts';

// Eine Geschichte mit der eigenen Stimme: Meldungen der Aufnahme-API und die Worte des Aufnahmegeräts.
export const voice: Record<keyof typeof en, string> = {
  'voice.validation.name': 'Bitte gib der Stimme einen Namen, zum Beispiel „Mamas Stimme“.',
  'voice.validation.nameTooLong': 'Der Name einer Stimme darf höchstens {max} Zeichen haben.',
  'voice.errors.notPaid':
    'Die eigene Stimme aufnehmen kannst du mit der ganzen Geschichte. Bitte schalte die Geschichte zuerst frei.',
  'voice.errors.notOwner': 'Nur das Konto, dem diese Geschichte gehört, kann ihre Erzählung aufnehmen.',
  'voice.errors.notFound': 'Diese Stimme haben wir nicht gefunden.',
  'voice.errors.noScene': 'Diese Szene gibt es in der Geschichte nicht.',
  'voice.errors.tooLarge':
    'Die Aufnahme einer Szene darf höchstens {megabytes} MB groß sein. Bitte nimm sie kürzer auf.',
  'voice.errors.tooLong': 'Die Aufnahme einer Szene darf höchstens {minutes} Minuten lang sein.',
  'voice.errors.type':
    'Bitte sende die Aufnahme als WebM mit Opus oder als MP4 mit AAC, so wie der Browser sie aufnimmt.',
  'voice.errors.unreadable': 'Die Aufnahme ließ sich nicht lesen. Bitte nimm die Szene noch einmal auf.',
  'voice.errors.silent': 'In der Aufnahme war nichts zu hören. Bitte prüfe das Mikrofon und versuche es noch einmal.',
  'voice.errors.tooShort':
    'Die Aufnahme ist für den Text dieser Szene zu kurz ({seconds} Sekunden). Bitte lies die ganze Szene vor.',
  'voice.errors.tooMany': 'Eine Geschichte kann höchstens {max} Stimmen haben. Bitte lösche zuerst eine.',
  'voice.errors.unavailable':
    'Aufnahmen sind auf diesem Server gerade nicht möglich. Bitte versuche es später noch einmal.',
};
