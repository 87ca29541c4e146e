// The catalogue of what a story can be about (docs/storyteller.md). A parent's goal is read into one
// of these; the plan screen offers them all. `sensitive` themes are the hard ones of a child's life
// (a death, a separation, an illness, …): they are told as whole arcs written with care, and when the
// plan cannot place one with certainty the parent is asked before anything is written.

export const SENSITIVE_THEMES = [
  'death-person',
  'death-pet',
  'separation',
  'two-homes',
  'parent-away',
  'someone-ill',
  'new-sibling',
  'moving-house',
  'speech',
  'aid',
  'loud-noises',
  'big-change',
] as const;

export const EVERYDAY_THEMES = [
  'dark',
  'own-bed',
  'bad-dreams',
  'bedtime',
  'thunderstorm',
  'big-dogs',
  'bees-and-spiders',
  'being-brave',
  'trying-again',
  'believing-in-yourself',
  'being-different',
  'calming-down',
  'sad-is-ok',
  'missing-someone',
  'saying-goodbye',
  'losing-a-game',
  'sharing',
  'waiting-your-turn',
  'sibling-patience',
  'being-kind',
  'making-friends',
  'saying-sorry',
  'telling-the-truth',
  'please-and-thank-you',
  'listening',
  'letting-others-choose',
  'quiet-voice',
  'gentle-with-animals',
  'gratitude',
  'helping-at-home',
  'tidying-up',
  'doing-it-myself',
  'getting-dressed',
  'brushing-teeth',
  'new-food',
  'potty',
  'dry-nights',
  'giving-up-the-dummy',
  'nail-biting',
  'screen-time',
  'wobbly-tooth',
  'new-glasses',
  'doctor-visit',
  'dentist-visit',
  'hairdresser',
  'kindergarten',
  'school',
  'speaking-up',
  'learning-to-swim',
  'learning-to-ride-a-bike',
  'reading',
  'curious-learner',
] as const;

/** No theme: an adventure with the child's favourite things and nothing to learn. */
export const NO_THEME = 'adventure' as const;

export const THEME_IDS = [NO_THEME, ...SENSITIVE_THEMES, ...EVERYDAY_THEMES] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export type SensitiveThemeId = (typeof SENSITIVE_THEMES)[number];

export function isSensitiveTheme(id: ThemeId): id is SensitiveThemeId {
  return (SENSITIVE_THEMES as readonly string[]).includes(id);
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}
