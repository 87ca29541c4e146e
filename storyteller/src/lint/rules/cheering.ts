import type { Language, ThemeId } from '@dreamweaver/contracts';
import { sentencesMatching } from '../text.ts';
import type { StoryRule } from '../types.ts';

// Cheering in a story about a sad feeling (a death, a separation, someone away or ill, a move, a
// goodbye): nothing cheers after it. No "You did it!", no hooray, no dancing for joy, no prize. A
// story about an aid, a stammer or a fear may end in a triumph; light that dances is not cheering.

const CHEERS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:you did it|we did it|they did it|hooray|hurray|hurrah|yay|yippee|woo-?hoo|danced for joy|a happy dance|cheered|cheering|high[- ]fives?|jumped for joy|a prize|somersaults?)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:du hast es geschafft|wir haben es geschafft|ihr habt es geschafft|hurra|juhu|juchhu|jippie|tanzte vor freude|tanzten vor freude|freudentänzchen|jubelte|jubelten|jubel|freudensprung|luftsprung|purzelbaum|einen preis)(?![\p{L}])/iu,
};

/** The themes of a sad feeling: the ones nothing may cheer after. */
const SAD_THEMES: readonly ThemeId[] = [
  'death-person',
  'death-pet',
  'separation',
  'two-homes',
  'parent-away',
  'someone-ill',
  'moving-house',
  'sad-is-ok',
  'missing-someone',
  'saying-goodbye',
];

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Somebody of the story dancing ("they danced", „Theo tanzte“): a light or a leaf that dances is not cheering. */
function dancing(plan: Parameters<StoryRule>[0]['plan']): RegExp {
  const names = [plan.hero.name, plan.companion.name].map(escape).join('|');
  if (plan.language === 'de') {
    const who = `(?:er|sie|wir|ich|alle|${names})`;
    return new RegExp(`(?<![\\p{L}])(?:${who}\\s+(?:tanzte|tanzten)|(?:tanzte|tanzten)\\s+${who})(?![\\p{L}])`, 'iu');
  }
  const who = `(?:he|she|they|we|i|everyone|everybody|${names})`;
  return new RegExp(`(?<![\\p{L}])${who}\\s+(?:danced|did a little dance)(?![\\p{L}])`, 'iu');
}

export const cheering: StoryRule = ({ id, plan, story }) => {
  if (!SAD_THEMES.includes(plan.theme.id)) return [];
  const found = [...sentencesMatching(story, CHEERS[plan.language]), ...sentencesMatching(story, dancing(plan))];
  return found.map((sentence) => ({
    rule: 'cheering',
    story: id,
    scene: sentence.scene,
    sentence: sentence.text,
    message: `cheering (“${sentence.found}”) in a story about ${plan.theme.id}`,
  }));
};
