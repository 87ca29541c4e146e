// Shell-wide strings: spec.md section 3 keys and the shared layout.
export const common = {
  'app.title': 'Dreamweaver',
  'app.language.en': 'English',
  'app.language.de': 'German',
  'privacy.policy': 'Privacy Policy',
  'tabs.simple': 'Simple',
  'tabs.advanced': 'Advanced',
  'steps.audience': "Child's Age",
  'steps.story_type': 'Story Style',
  'steps.personalize': 'Sweet Dreams',
  'button.back': 'Back',
  'button.next': 'Next',
  'button.generate': 'Generate Story',
  'button.submit': 'Submit',
  'loading.title': 'Creating your magical story...',
  'loading.subtitle': 'Our wizards are hard at work crafting a unique tale just for you!',
} as const;
