import type { children as en } from '../en/children.ts';

// Kinderprofile: Meldungen der API und der Bereich „Kinder“ unter „Meine Geschichten“.
export const children: Record<keyof typeof en, string> = {
  'children.errors.notFound': 'Wir konnten das Profil dieses Kindes nicht finden.',
  'children.errors.tooMany': 'Ein Konto kann höchstens {max} Kinderprofile haben.',
  'children.validation.choice': 'Bitte wähle eine der angebotenen Möglichkeiten.',
  'children.validation.birthYear': 'Das Geburtsjahr muss in den letzten 18 Jahren liegen.',
  'children.validation.birthMonth':
    'Der Geburtsmonat muss ein Monat von 1 bis 12 sein und darf nicht in der Zukunft liegen.',
  'children.validation.birthBoth': 'Bitte gib Geburtsjahr und Geburtsmonat an.',
  'children.validation.ageOrBirth': 'Bitte gib entweder das Alter oder Geburtsjahr und -monat an, nicht beides.',
  'children.validation.pronoun':
    'Bitte wähle ein Pronomen: he (er), she (sie), they oder unspecified (nicht angegeben).',
  'children.validation.companionName': 'Jeder Begleiter und jedes Spielzeug braucht einen Namen.',
  'children.validation.companions': 'Ein Profil kann höchstens {max} Begleiter und Spielzeuge haben.',
  'children.validation.fact': 'Ein Eintrag darf nicht leer sein.',
  'children.validation.facts': 'Eine Geschichten-Bibel kann höchstens {max} Einträge haben.',
  'children.validation.deleteStories': 'Bitte sag, ob die Geschichten bleiben oder gelöscht werden (keep oder delete).',
};
