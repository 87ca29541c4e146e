import type { storyApi as en } from '../en/story-api.ts';

export const storyApi: Record<keyof typeof en, string> = {
  'story.validation.text': 'Bitte gib hier einen Text ein.',
  'story.validation.tooLong': 'Bitte verwende höchstens {max} Zeichen.',
  'story.validation.nameTooLong': 'Der Name darf höchstens {max} Zeichen lang sein.',
  'story.validation.siblings': 'Eine Geschichte kann neben der Hauptfigur höchstens {max} Geschwister haben.',
  'story.validation.siblingChoice': 'Bitte wähle für das Geschwisterkind eine der angebotenen Möglichkeiten.',
  'story.validation.age': 'Das Alter muss eine ganze Zahl von 0 bis 18 sein.',
  'story.validation.audience': 'Bitte wähle, für wen die Geschichte ist.',
  'story.validation.storyType': 'Bitte wähle einen Geschichtenstil.',
  'story.validation.language': 'Die Sprache der Geschichte muss Englisch oder Deutsch sein.',
  'story.errors.notFound': 'Wir konnten die gesuchte Geschichte nicht finden.',
  'story.errors.locked': 'Kaufe die ganze Geschichte, um alle Szenen freizuschalten.',
  'story.errors.downloadFormat': 'Bitte wähle ein Download-Format: html, epub oder pdf.',
  'story.download.preparing': 'Die Datei wird vorbereitet. Bitte frag in ein paar Sekunden noch einmal.',
  'story.errors.downloadFailed': 'Die Datei konnte nicht vorbereitet werden. Bitte versuche es noch einmal.',
  'story.errors.unsuitable': 'Einige Angaben passen nicht zu einer Gutenachtgeschichte. Bitte ändere sie.',
  'story.validation.shared': 'Bitte gib an, ob die Geschichte in der Galerie gezeigt wird (true oder false).',
  'story.validation.storyIds': 'Wähle die Geschichten aus, die zu deinem Konto hinzukommen sollen.',
  'story.errors.sharingNotAllowed':
    'Nur wer diese Geschichte erstellt hat, kann festlegen, ob sie in der Galerie gezeigt wird.',
  'story.errors.notFailed': 'Diese Geschichte ist nicht hängen geblieben – es gibt nichts neu zu versuchen.',
  'story.errors.notYours': 'Das kann nur die Person, die diese Geschichte erstellt hat.',
  'story.errors.tooMany': 'Das sind viele Geschichten in kurzer Zeit. Bitte versuche es in {minutes} Minuten erneut.',
};
