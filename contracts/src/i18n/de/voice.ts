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
  'voice.picker.label': 'Stimme',
  'voice.picker.narrator': 'Erzählstimme',
  'voice.picker.delete': 'Diese Stimme löschen',
  'voice.picker.confirmDelete': '„{name}“ und alle Aufnahmen löschen? Das lässt sich nicht rückgängig machen.',
  'voice.picker.deleted': 'Die Stimme und ihre Aufnahmen sind gelöscht.',
  'voice.record.open': 'Deine Stimme aufnehmen',
  'voice.record.title': 'Lies die Geschichte mit deiner eigenen Stimme vor',
  'voice.record.intro':
    'Lies jede Szene vor, einen Satz nach dem anderen, mit einer kurzen Pause zwischen den Sätzen. Deine Aufnahme bleibt bei dieser Geschichte, nur du kannst sie hören, und sie wird nie für KI verwendet.',
  'voice.record.nameLabel': 'Wessen Stimme ist das?',
  'voice.record.namePlaceholder': 'Mamas Stimme',
  'voice.record.existing': 'Aufnehmen für',
  'voice.record.newVoice': 'Eine neue Stimme',
  'voice.record.start': 'Los geht’s',
  'voice.record.scene': 'Szene {number} von {total}',
  'voice.record.record': 'Aufnehmen',
  'voice.record.stop': 'Stopp',
  'voice.record.nextSentence': 'Nächster Satz',
  'voice.record.listen': 'Anhören',
  'voice.record.again': 'Noch einmal aufnehmen',
  'voice.record.save': 'Speichern und weiter',
  'voice.record.saving': 'Wird gespeichert …',
  'voice.record.skip': 'Szene überspringen',
  'voice.record.skipNote': 'Eine übersprungene Szene behält die Erzählstimme.',
  'voice.record.finish': 'Fertig',
  'voice.record.done': 'Fertig! Wähle „{name}“ unter „Stimme“, um die Geschichte damit zu hören.',
  'voice.record.asking': 'Bitte erlaube das Mikrofon …',
  'voice.record.recording': 'Aufnahme läuft …',
  'voice.record.denied':
    'Das Mikrofon ist gesperrt. Bitte erlaube dieser Seite in den Browser-Einstellungen das Mikrofon und drücke dann noch einmal auf Aufnehmen.',
  'voice.record.unsupported':
    'Dieser Browser kann keinen Ton aufnehmen. Bitte versuche es mit einem aktuellen Chrome, Firefox oder Safari.',
  'voice.record.failed': 'Die Aufnahme konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
};
