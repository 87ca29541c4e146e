import type { paymentApi as en } from '../en/payment-api.ts';

export const paymentApi: Record<keyof typeof en, string> = {
  'payment.validation.storyId': 'Bitte wähle die Geschichte, die du kaufen möchtest.',
  'payment.validation.returnUrl': 'Die Rücksprungadresse muss eine Seite dieser Website sein.',
  'payment.validation.sessionId': 'Diese Zahlungssitzung ist ungültig.',
  'payment.productFallback': 'Deine Gutenachtgeschichte',
  'payment.productName': 'Personalisierte Gutenachtgeschichte',
  'payment.errors.alreadyPaid': 'Diese Geschichte ist bereits freigeschaltet.',
  'payment.errors.notPaid': 'Wir konnten keine abgeschlossene Zahlung für diesen Bezahlvorgang finden.',
  'payment.errors.providerUnavailable':
    'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es später noch einmal.',
  'payment.errors.tooManyAddresses':
    'Der Link zur Geschichte wurde für diesen Kauf bereits an {max} verschiedene Adressen geschickt. Bitte nutze eine davon oder wende dich an den Support.',
  'payment.errors.tooManyEmailRequests':
    'Zu viele E-Mail-Anfragen für diesen Kauf. Bitte versuche es in {minutes} Minuten erneut.',
  'payment.errors.tooManyCheckouts':
    'In kurzer Zeit wurden viele Bezahlvorgänge gestartet. Bitte versuche es in {minutes} Minuten erneut.',
  'payment.errors.badSignature': 'Die Webhook-Signatur ist ungültig.',
  'payment.errors.storyFailed':
    'Diese Geschichte konnte nicht erstellt werden und kann deshalb nicht gekauft werden. Bitte erstelle eine neue Geschichte.',
  'payment.errors.storyNotReady':
    'Diese Geschichte wird gerade noch erstellt. Du kannst sie kaufen, sobald ihre erste Szene fertig ist.',
  'payment.email.subject': 'Deine Geschichte ist bereit',
  'payment.email.heading': 'Vielen Dank für deinen Kauf!',
  'payment.email.body':
    'Alle Szenen von „{title}“ sind jetzt freigeschaltet. Hier kannst du die ganze Geschichte lesen:',
  'payment.email.button': 'Geschichte lesen',
  'payment.email.downloads': 'Oder nimm sie mit nach Hause, zum Aufheben und Ausdrucken:',
  'payment.email.privacy':
    'Wir verwenden diese Adresse nur, um dir diese Geschichte zu schicken. Sie wird nicht weitergegeben und nicht für Werbung genutzt.',
  'payment.email.signature': 'Süße Träume wünscht dir das {brand}-Team',
  'payment.sandbox.pageTitle': 'Bezahlen',
  'payment.sandbox.badge': 'Testumgebung: Es wird kein echtes Geld abgebucht',
  'payment.sandbox.product': 'Ganze Geschichte: {title}',
  'payment.sandbox.oneTime': 'Einmalzahlung, alle Szenen freigeschaltet',
  'payment.sandbox.total': 'Gesamtbetrag',
  'payment.sandbox.email': 'E-Mail',
  'payment.sandbox.emailHint': 'Optional: Hierhin schicken wir den Link zu deiner Geschichte.',
  'payment.sandbox.cardInformation': 'Kartendaten',
  'payment.sandbox.cardNumber': 'Kartennummer',
  'payment.sandbox.expiry': 'MM / JJ',
  'payment.sandbox.cvc': 'Prüfnummer',
  'payment.sandbox.pay': '{amount} bezahlen',
  'payment.sandbox.cancel': 'Abbrechen und zurück',
  'payment.sandbox.testCards':
    'Testkarten: 4242 4242 4242 4242 zahlt, 4000 0000 0000 0002 wird abgelehnt. Beliebiges künftiges Datum und beliebige Prüfnummer.',
  'payment.sandbox.declined': 'Deine Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.',
  'payment.sandbox.invalidNumber': 'Deine Kartennummer ist ungültig.',
  'payment.sandbox.unknownCard': 'Diese Testumgebung akzeptiert nur ihre Testkarten.',
  'payment.sandbox.invalidExpiry': 'Das Ablaufdatum deiner Karte ist ungültig.',
  'payment.sandbox.expired': 'Deine Karte ist abgelaufen.',
  'payment.sandbox.invalidCvc': 'Die Prüfnummer deiner Karte ist ungültig.',
  'payment.sandbox.alreadyPaid': 'Dieser Bezahlvorgang wurde bereits bezahlt.',
  'payment.sandbox.notFound': 'Diesen Bezahlvorgang gibt es nicht.',
  'payment.sandbox.poweredBy': 'Test-Kasse von {brand}',
};
