import { isSensitiveTheme, type Language } from '@dreamweaver/contracts';
import { sentencesMatching } from '../text.ts';
import type { StoryRule } from '../types.ts';

// Cheering in a story about something hard (a death, a separation, an illness, …): nothing cheers
// after a sad feeling. No "You did it!", no hooray, no dance, no prize.

const CHEERS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:you did it|we did it|they did it|hooray|hurray|hurrah|yay|yippee|woo-?hoo|danced|dancing|cheered|cheering|high[- ]fives?|jumped for joy|a prize|somersaults?)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:du hast es geschafft|wir haben es geschafft|ihr habt es geschafft|hurra|juhu|juchhu|jippie|tanzte|tanzten|getanzt|jubelte|jubelten|jubel|freudensprung|luftsprung|purzelbaum|einen preis)(?![\p{L}])/iu,
};

export const cheering: StoryRule = ({ id, plan, story }) => {
  if (!isSensitiveTheme(plan.theme.id)) return [];
  return sentencesMatching(story, CHEERS[plan.language]).map((sentence) => ({
    rule: 'cheering',
    story: id,
    scene: sentence.scene,
    sentence: sentence.text,
    message: `cheering (“${sentence.found}”) in a story about ${plan.theme.id}`,
  }));
};
