import type { common as en } from '../en/common.ts';

export const common: Record<keyof typeof en, string> = {
  'app.title': 'Traumweber',
  'app.language.en': 'Englisch',
  'app.language.de': 'Deutsch',
  'privacy.policy': 'Datenschutzerklärung',
  'tabs.simple': 'Einfach',
  'tabs.advanced': 'Erweitert',
  'steps.audience': 'Alter des Kindes',
  'steps.story_type': 'Geschichtenstil',
  'steps.personalize': 'Süße Träume',
  'button.back': 'Zurück',
  'button.next': 'Weiter',
  'button.generate': 'Geschichte erstellen',
  'button.submit': 'Absenden',
  'loading.title': 'Deine magische Geschichte entsteht...',
  'loading.subtitle': 'Unsere Zauberer arbeiten fleißig an einer einzigartigen Geschichte nur für dich!',
};
