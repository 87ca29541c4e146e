import type { accountExport as en } from '../en/account-export.ts';

// „Meine Daten herunterladen“: die Schaltfläche im Kontomenü, die Antworten des Servers und die README.txt im ZIP.
export const accountExport: Record<keyof typeof en, string> = {
  'accountExport.menu': 'Meine Daten herunterladen',
  'accountExport.dialog.title': 'Meine Daten herunterladen',
  'accountExport.dialog.description':
    'Du bekommst eine ZIP-Datei mit deinem Konto, deinen Kinderprofilen, jeder Geschichte als Webseite und als E-Book, deinen aufgenommenen Stimmen und dem Datenschutzbeleg jeder Geschichte.',
  'accountExport.dialog.start': 'Herunterladen',
  'accountExport.dialog.cancel': 'Schließen',
  'accountExport.dialog.preparing':
    'Deine Daten werden vorbereitet … Das kann ein paar Minuten dauern; lass dieses Fenster bitte offen.',
  'accountExport.dialog.done': 'Deine Daten wurden heruntergeladen.',
  'accountExport.dialog.failed': 'Deine Daten konnten nicht heruntergeladen werden. Bitte versuche es noch einmal.',
  'accountExport.preparing': 'Deine Daten werden vorbereitet. Bitte frag gleich noch einmal nach.',
  'accountExport.errors.failed':
    'Deine Daten konnten gerade nicht zusammengestellt werden. Bitte versuche es gleich noch einmal.',
  'accountExport.readme.title': 'Deine Daten von Dreamweaver',
  'accountExport.readme.intro':
    'Diese ZIP-Datei enthält alles, was Dreamweaver über dein Konto „{username}“ speichert, Stand {date}. Die Dateien:',
  'accountExport.readme.account':
    'account.json: dein Konto (Benutzername, E-Mail, wann es angelegt wurde, die Sprache dieser Datei) und eine Liste deiner Geschichten und aufgenommenen Stimmen. Dein Passwort ist nicht darin.',
  'accountExport.readme.children':
    'children/<Profil>.json: jedes Kinderprofil so, wie du es eingegeben hast, mit den Geschichten, die daraus entstanden sind.',
  'accountExport.readme.storyHtml':
    'stories/<Geschichte>/story.html: die Geschichte als Webseite mit ihren Bildern; sie öffnet sich in jedem Webbrowser.',
  'accountExport.readme.storyEpub':
    'stories/<Geschichte>/story.epub: die Geschichte als E-Book, das sich selbst vorliest; zum Öffnen in einem E-Book-Reader.',
  'accountExport.readme.receipt':
    'stories/<Geschichte>/privacy-receipt.json: der Datenschutzbeleg der Geschichte: was beim Erstellen an welchen KI-Dienst geschickt wurde.',
  'accountExport.readme.voices':
    'voices/<Geschichte>/<Stimme>/scene-<n>.mp3: die für deine Geschichten aufgenommenen Stimmen, eine Datei pro Szene.',
  'accountExport.readme.preview':
    'Eine Geschichte, die du nicht gekauft hast, ist als kostenlose Leseprobe enthalten; von einer Geschichte, die noch entsteht oder nicht fertig wurde, nur ihr Beleg.',
  'accountExport.readme.kept':
    'Dieser Download wird 7 Tage lang aufbewahrt. Fordere ihn später oder nach einer Änderung erneut an, dann bekommst du eine frische Kopie.',
};
