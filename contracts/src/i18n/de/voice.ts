import type { voice as en } from '../en/voice.ts';

// Eine Geschichte mit der eigenen Stimme: Meldungen der Aufnahme-API und die Worte des Aufnahmegeräts.
export const voice: Record<keyof typeof en, string> = {
  'voice.validation.name': 'Bitte gib der Stimme einen Namen, zum Beispiel „Mamas Stimme“.',
  'voice.validation.nameTooLong': 'Der Name einer Stimme darf höchstens {max} Zeichen haben.',
  'voice.errors.notPaid':
    'Die eigene Stimme aufnehmen kannst du mit der ganzen Geschichte. Bitte schalte die Geschichte zuerst frei.',
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
  'voice.errors.empty':
    'Es wurde nichts aufgenommen. Bitte prüfe, ob das Mikrofon eingeschaltet und nicht stummgeschaltet ist, und nimm die Szene dann noch einmal auf.',
  'voice.errors.busy':
    'Gerade werden viele Aufnahmen gespeichert. Deine Aufnahme ist in Ordnung: Bitte speichere sie in {seconds} Sekunden noch einmal.',
  'voice.errors.tooManyTakes':
    'In kurzer Zeit wurden sehr viele Aufnahmen gespeichert. Bitte warte {minutes} Minuten und speichere diese Aufnahme dann noch einmal.',
  'voice.errors.voiceApproved':
    'Die Person, die dich eingeladen hat, hat diese Stimme schon übernommen, deshalb kann keine Aufnahme mehr dazukommen. Wenn du noch einmal vorlesen möchtest, frag sie bitte nach einem neuen Link.',
  'voice.errors.linkClosed':
    'Dieser Link wurde geschlossen, während deine Aufnahme unterwegs war, deshalb wurde sie nicht gespeichert. Bitte frag nach einem neuen Link.',
  'voice.errors.linkHasVoice':
    'Mit diesem Link wurde schon eine Stimme aufgenommen („{name}“). Bitte nimm mit ihr weiter auf oder frag nach einem zweiten Link für eine weitere Stimme.',
  'voice.errors.linkVoicesFull':
    'Diese Geschichte hat gerade keinen Platz für eine weitere Stimme. Bitte frag die Person, die dich eingeladen hat.',
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
  'voice.record.waiting':
    'Gerade werden viele Aufnahmen gespeichert. Deine Aufnahme bleibt erhalten und wird gleich noch einmal gesendet …',
  'voice.errors.inviteNotFound': 'Dieser Link öffnet nichts (mehr). Bitte frag nach einem neuen Link.',
  'voice.errors.tooManyInvites':
    'Eine Geschichte kann höchstens {max} offene Links haben. Bitte schließe zuerst einen.',
  'voice.errors.inviteTooMany':
    'Zu viele Anfragen aus diesem Netz. Bitte versuche es in {minutes} Minuten noch einmal.',
  'voice.invite.open': 'Jemanden zum Vorlesen einladen',
  'voice.invite.title': 'Jemanden einladen, die Geschichte vorzulesen',
  'voice.invite.intro':
    'Schick einen privaten Link an Oma, Opa oder jemanden, dem du vertraust. Damit kann die Person diese Geschichte {days} Tage lang ohne Konto vorlesen. Sie sieht nur den Text der Geschichte. Du hörst dir die Aufnahme an und entscheidest, ob sie eine Stimme der Geschichte wird.',
  'voice.invite.create': 'Link erstellen',
  'voice.invite.created': 'Hier ist der Link. Kopiere ihn jetzt: Er wird nur dieses eine Mal angezeigt.',
  'voice.invite.copy': 'Link kopieren',
  'voice.invite.copied': 'Der Link ist kopiert.',
  'voice.invite.linkLabel': 'Einladungslink',
  'voice.invite.list': 'Offene Links',
  'voice.invite.none': 'Keine offenen Links.',
  'voice.invite.expires': 'Erstellt am {created}, offen bis {expires}',
  'voice.invite.revoke': 'Link schließen',
  'voice.invite.revoked': 'Der Link ist geschlossen. Er öffnet nichts mehr.',
  'voice.invite.pending': 'Wartet auf dich',
  'voice.invite.pendingIntro':
    '„{name}“ wurde über einen Link aufgenommen. Hör es dir an und behalte es als Stimme der Geschichte oder lösche es.',
  'voice.invite.listenScene': 'Szene {number}',
  'voice.invite.approve': 'Diese Stimme behalten',
  'voice.invite.reject': 'Löschen',
  'voice.invite.approved': '„{name}“ ist jetzt eine Stimme der Geschichte.',
  'voice.invite.rejected': 'Die Aufnahme ist gelöscht.',
  'voice.invite.failed': 'Das hat nicht geklappt. Bitte versuche es noch einmal.',
  'voice.invitePage.title': 'Eine Gutenachtgeschichte vorlesen',
  'voice.invitePage.intro':
    'Jemand, der dich gernhat, lädt dich ein, diese Geschichte für ein Kind vorzulesen. Lies jede Szene Satz für Satz vor, mit einer kurzen Pause zwischen den Sätzen. Deine Aufnahme geht nur an die Person, die dich eingeladen hat, und sie hört sie sich zuerst an. Sie wird nie für KI verwendet.',
  'voice.invitePage.loading': 'Die Geschichte wird geöffnet …',
  'voice.invitePage.notFound':
    'Dieser Link öffnet nichts. Vielleicht wurde er geschlossen oder ist älter als {days} Tage. Bitte frag nach einem neuen Link.',
  'voice.invitePage.done':
    'Danke! Deine Aufnahme ist angekommen. Die Person, die dich eingeladen hat, hört sie sich an.',
};
