import type { privacyReceipt as en } from '../en/privacy-receipt.ts';

// Der Datenschutz-Beleg einer Geschichte: was mit den Angaben zu einer Geschichte geschehen ist, im Viewer und im Konto-Export.
export const privacyReceipt: Record<keyof typeof en, string> = {
  'receipt.title': 'Datenschutz-Beleg',
  'receipt.verdict.offline': 'Nichts hat unseren Server verlassen',
  'receipt.verdict.ai': 'KI-Dienste beteiligt, kein Kindername gesendet',
  'receipt.verdict.notRecorded': 'Für diese Geschichte nicht festgehalten',
  'receipt.intro': 'Was mit den Angaben geschehen ist, die du für diese Geschichte gemacht hast. Nur du siehst das.',
  'receipt.notRecorded':
    'Diese Geschichte ist entstanden, bevor wir Datenschutz-Belege geführt haben. Was für sie gesendet wurde, können wir deshalb nicht zeigen.',
  'receipt.making': 'Diese Geschichte entsteht noch: Ihr Beleg wächst mit.',
  'receipt.offline':
    'Nichts von dieser Geschichte hat unseren Server verlassen: Der Offline-Erzähler hat sie hier geschrieben und gemalt und liest sie hier vor. Kein KI-Dienst war beteiligt.',
  'receipt.ai':
    'Teile dieser Geschichte haben KI-Dienste gemacht. Unten steht jeder einzelne, mit allem, was er bekommen hat.',
  'receipt.noName': 'Kein Name eines Kindes wurde an einen KI-Dienst gesendet.',
  'receipt.standIns': 'Stattdessen bekamen sie {placeholders}.',
  'receipt.standIns.media':
    'Die Bilder beschreiben das Kind als „the hero“ (der Held), und beim Vorlesen steht ein Kosename.',
  'receipt.services.title': 'Wer was gemacht hat',
  'receipt.service.plan': 'Deine Angaben als Plan lesen',
  'receipt.service.moderation': 'Sicherheitsprüfung deiner Worte',
  'receipt.service.text': 'Text der Geschichte',
  'receipt.service.picture': 'Bilder',
  'receipt.service.speech': 'Vorlesen',
  'receipt.engine.offline': 'der Offline-Erzähler, auf unserem eigenen Server',
  'receipt.engine.ai': 'KI-Dienst bei {server} (Modell {model})',
  'receipt.count.one': '1 Anfrage',
  'receipt.count.other': '{count} Anfragen',
  'receipt.moderation.notRun': 'Sicherheitsprüfung deiner Worte durch einen KI-Dienst: hat nicht stattgefunden.',
  'receipt.sent.title': 'Was gesendet wurde',
  'receipt.sent.hint':
    'Jede Anfrage genau so, wie sie gesendet wurde, festgehalten in dem Moment, in dem sie hinausging. Öffne eine, um sie zu lesen.',
  'receipt.sent.request': '{service} · {server} · {time}',
  'receipt.sent.requestScene': '{service}, Szene {number} · {server} · {time}',
  'receipt.part.instructions': 'Anweisungen an die KI',
  'receipt.part.request': 'Nachricht an die KI',
  'receipt.part.earlier-answer': 'Die frühere Antwort der KI, an sie zurückgeschickt',
  'receipt.part.picture': 'Was gemalt werden soll',
  'receipt.part.spoken': 'Vorgelesener Text',
  'receipt.part.voice-direction': 'Wie vorgelesen werden soll',
  'receipt.part.checked': 'Geprüfter Text',
  'receipt.storage.title': 'Wo sie aufbewahrt wird',
  'receipt.storage.story': 'Der Text der Geschichte und deine Angaben liegen in der Datenbank dieses Dienstes.',
  'receipt.storage.disk': 'Ihre Bilder und ihr Vorlesen liegen auf der eigenen Festplatte dieses Dienstes.',
  'receipt.storage.object-store':
    'Ihre Bilder und ihr Vorlesen liegen im Objektspeicher (S3-kompatibel), den dieser Dienst nutzt.',
  'receipt.readers.title': 'Wer sie lesen kann',
  'receipt.readers.preview':
    'Wer von dir den Link zu dieser Geschichte bekommt, kann die erste Szene lesen und, sobald die Geschichte freigeschaltet ist, die ganze.',
  'receipt.readers.whole': 'Wer von dir den Link zu dieser Geschichte bekommt, kann sie ganz lesen.',
  'receipt.readers.gallery':
    'Titel und erstes Bild stehen in der öffentlichen Galerie („In der Galerie zeigen“ ist eingeschaltet).',
  'receipt.readers.noGallery': 'Sie steht nicht in der öffentlichen Galerie.',
  'receipt.readers.admin':
    'Wer diesen Dienst betreibt, sieht den Titel und kann die Geschichte öffnen, um bei Problemen zu helfen – die Profile deiner Kinder und deine aufgenommenen Stimmen aber nicht.',
  'receipt.failed': 'Der Datenschutz-Beleg konnte nicht geladen werden. Bitte versuche es später noch einmal.',
};
