import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.language.label': 'Sprache',
  'shell.language.option': '{code} – {name}',
  'shell.account.signIn': 'Anmelden',
  'shell.remote.loading': 'Wird geladen...',
  'shell.remote.failed.title': 'Dieser Teil von Traumweber konnte nicht geladen werden',
  'shell.remote.failed.text': 'Beim Laden ist etwas schiefgegangen. Der Rest der Seite funktioniert weiterhin.',
  'shell.remote.retry': 'Erneut versuchen',
  'shell.notFound.code': '404',
  'shell.notFound.title': 'Seite nicht gefunden',
  'shell.notFound.text': 'Diese Seite ist ins Traumland davongeschwebt. Wir bringen dich zurück zur Startseite.',
  'shell.backHome': 'Zurück zur Startseite',
  'toast.region': 'Benachrichtigungen ({hotkey})',
  'toast.close': 'Schließen',
  'privacy.page.intro':
    'Wir speichern so wenig wie möglich über dich. Hier steht, was mit den Angaben geschieht, die du uns gibst.',
  'privacy.page.stories.title': 'Deine Geschichten',
  'privacy.page.stories.text':
    'Die Angaben, die du für eine Geschichte machst, und die daraus entstehende Geschichte werden von KI-Diensten Dritter verarbeitet, die den Text schreiben, die Bilder malen und die Erzählung sprechen. Sie werden nicht zum Training dieser Dienste verwendet.',
  'privacy.page.stories.offlineText':
    'Diese Seite schreibt, illustriert und vertont Geschichten auf ihrem eigenen Server, ohne KI-Dienst: Die Angaben, die du für eine Geschichte machst, und die daraus entstehende Geschichte gehen an keine Dritten.',
  'privacy.page.accounts.title': 'Konten',
  'privacy.page.accounts.text':
    'Für eine Geschichte brauchst du kein Konto. Wenn du eines anlegst, speichern wir nur deinen Benutzernamen und einen Hash deines Passworts, niemals das Passwort selbst.',
  'privacy.page.payments.title': 'Zahlungen',
  'privacy.page.payments.text':
    'Kartenzahlungen wickelt unser Zahlungsanbieter auf seiner eigenen sicheren Bezahlseite ab. Deine Kartendaten sehen und speichern wir nie.',
  'privacy.page.recordings.title': 'Deine eigene Stimme',
  'privacy.page.recordings.text':
    'Wenn du eine Geschichte mit deiner eigenen Stimme vorliest, speichern wir die Aufnahme jeder Szene, die du sicherst, zusammen mit dieser Geschichte in unserem eigenen Speicher, und nur du (angemeldet mit dem Konto, dem die Geschichte gehört) kannst sie hören oder im E-Book herunterladen. Wenn du jemanden über einen privaten Link einlädst, kann diese Person die Geschichte ohne Konto vorlesen: Der Link zeigt nur den Text der Geschichte, gilt 7 Tage oder bis du ihn schließt, und wir speichern nur einen Fingerabdruck davon, nie den Link selbst. Ihre Aufnahme wird genauso gespeichert, und nur du hörst sie; sie wird nur dann eine Stimme der Geschichte, wenn du sie behältst, und sonst gelöscht. Wir prüfen den Ton auf unserem eigenen Server, um zu finden, wo jeder Satz beginnt. Aufnahmen werden nie an einen KI-Dienst geschickt, nie zum Trainieren oder Nachbilden einer Stimme verwendet und nie weitergegeben. Wenn du eine Stimme löschst, werden ihre Aufnahmen und die damit gemachten E-Books gelöscht; ebenso bei einer Erstattung der Geschichte.',
  'privacy.page.purchaseEmail.title': 'Deine E-Mail-Adresse',
  'privacy.page.purchaseEmail.text':
    'Wenn du beim Kauf einer Geschichte eine E-Mail-Adresse angibst, speichern wir sie zu diesem Kauf, um dir den Link zu deiner Geschichte zu schicken. Wir geben sie nicht weiter und nutzen sie nicht für Werbung.',
  'privacy.page.browser.title': 'Dein Browser',
  'privacy.page.browser.text':
    'Wir verwenden ein Cookie, damit du angemeldet bleibst, und eines, das einen Browser wiedererkennt, in dem du dich schon angemeldet hast (damit dich niemand, der anderswo dein Passwort errät, aussperren kann). Kleine Cookies merken sich die gewählte Sprache und ob die Schlafenszeit eingeschaltet ist. Werbe- oder Tracking-Cookies verwenden wir nicht.',
  'privacy.page.yourData.title': 'Deine Daten gehören dir',
  'privacy.page.yourData.text':
    'Jede Geschichte, die du gemacht hast, zeigt dir einen Datenschutz-Beleg: welche Dienste sie gemacht haben, alles, was an sie ging (mit dem Namen deines Kindes ersetzt), und wer die Geschichte lesen kann. Im Kontomenü bekommst du mit „Meine Daten herunterladen“ eine Datei mit deinem Konto, den Profilen deiner Kinder, deinen Geschichten und deinen Aufnahmen, und „Mein Konto löschen“ löscht all das. Danach behalten wir von einem Kauf nur, was das Buchhaltungsrecht verlangt: die Referenz des Zahlungsanbieters und den Betrag, ohne etwas, das zu dir oder deinem Kind zurückführt.',
  'page.titleFormat': '{brand} – {page}',
  'page.home.title': 'Gute-Nacht-Geschichten mit deinem Kind als Held',
  'page.home.description':
    'Erstelle eine Gute-Nacht-Geschichte mit deinem Kind als Held: geschrieben, illustriert und vorgelesen, auf Deutsch oder Englisch.',
  'page.selectAudience.description': 'Beginne eine neue Gute-Nacht-Geschichte: Sag, für wen sie ist.',
  'page.selectStoryType.description':
    'Wähle die Art der Gute-Nacht-Geschichte: ein ruhiges Abenteuer zum Einschlafen oder ein magisches Traumland.',
  'page.personalize.description':
    'Mach die Geschichte zu eurer: Name und Alter des Kindes, Lieblingstier und -farbe, was es am liebsten tut, Geschwister und der Ort.',
  'page.selectAudience.title': 'Für wen ist die Geschichte?',
  'page.selectStoryType.title': 'Wähle die Art der Geschichte',
  'page.personalize.title': 'Gestalte deine Geschichte',
  'page.generating.title': 'Deine Geschichte entsteht',
  'page.generating.description': 'Deine Geschichte wird gerade geschrieben, illustriert und vertont.',
  'page.story.title': 'Deine Geschichte',
  'page.story.description': 'Eine persönliche Gute-Nacht-Geschichte zum Lesen und Anhören, Szene für Szene.',
  'page.testAudio.title': 'Audiotest',
  'page.testAudio.description': 'Prüfe, ob die Erzählung in diesem Browser abgespielt wird.',
  'page.storyViewerTest.title': 'Test der Geschichtenansicht',
  'page.storyViewerTest.description': 'Die Geschichtenansicht mit einer Beispielgeschichte.',
  'page.myStories.title': 'Meine Geschichten',
  'page.myStories.description': 'Die Geschichten, die du erstellt und gekauft hast, zum Wiederlesen.',
  'page.admin.title': 'Admin-Bereich',
  'page.admin.description': 'Benutzer und Geschichten verwalten.',
  'page.privacy.title': 'Datenschutzerklärung',
  'page.privacy.description': 'Was mit deinen Angaben geschieht und was wir speichern.',
  'page.invite.title': 'Eine Geschichte vorlesen',
  'page.invite.description':
    'Über einen privaten Link eine Gutenachtgeschichte mit der eigenen Stimme für ein Kind aufnehmen.',
  'page.notFound.title': 'Seite nicht gefunden',
  'page.notFound.description': 'Diese Seite gibt es nicht.',
};
