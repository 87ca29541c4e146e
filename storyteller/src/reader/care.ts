import { type Language, PLAN_WISHES_MAX } from '@dreamweaver/contracts';
import type { Reading } from './reading.ts';
import { HOME_AGAIN } from './stay-cues.ts';
import { NO_VISITS } from './status.ts';
import { clauses, findAll, gap, type Source, sentences, w, wordsOf } from './text.ts';

// How the parent wants a hard thing told: what may be said of an afterlife ("nothing about
// heaven" is obeyed exactly; "she is a star now" allows a star; heaven only when it is the family's
// belief), whether a stammer is practised or simply accepted (accepted unless the parent asks),
// whether it must be said that being sad is all right, and the parent's own wishes in their words.

export interface CareWords {
  /** What the parent said of an afterlife, or null when they said nothing. */
  afterlife: 'leave-out' | 'star' | 'heaven' | null;
  /** Whether the parent asked for a stammer to be practised (true) or only accepted (false); null: not said. */
  practise: boolean | null;
  sadAsked: boolean;
  wishes: string[];
}

const NO_HEAVEN: Record<Language, RegExp> = {
  en: w`nothing (?:about|of) (?:heaven|god|angels|the afterlife|religion)|no (?:heaven|angels|god|religion|afterlife)|(?:don't|do not|please don't|without) (?:mention…|say…|talk… about|bring… up) ${gap(1)}(?:heaven|god|angels|religion)|without (?:heaven|religion|god|angels)|not religious|atheist…`,
  de: w`nichts (?:vom|über den|über|von|mit dem) (?:himmel|gott|engeln|religion|jenseits)|kein(?:en)? himmel|keine (?:engel|religion)|ohne (?:himmel|gott|engel|religion)|nicht religiös`,
};

const STAR: Record<Language, RegExp> = {
  en: w`(?:is|became) (?:now )?a star(?: now| in the sky| up there)|is now a star|star in the sky|(?:his|her|their) (?:own )?star|look… (?:up )?at (?:the|his|her|their) star|from the stars`,
  de: w`(?:ist|wurde) (?:jetzt |nun )?ein stern|jetzt ein stern|stern am himmel|als stern|(?:sein|ihr|seinen|ihren) stern`,
};

const HEAVEN: Record<Language, RegExp> = {
  en: w`in heaven|up in heaven|to heaven|with god|with the angels|an angel now|is an angel|we believe|our faith|(?:we are|we're) (?:christian|catholic|muslim|jewish)|pray…`,
  de: w`im himmel|in den himmel|bei gott|bei den engeln|ein engel|engel geworden|wir glauben|unser glaube|beten`,
};

const ACCEPT: Record<Language, RegExp> = {
  en: w`(?:don't|do not|not|never) (?:make it |be )?about (?:fixing|curing|stopping|correcting)|(?:don't|do not|not|never) (?:fix…|cure…|correct…|stop…) ${gap(2)}(?:stutter…|stammer…)|just that it'?s (?:ok|okay|fine|alright)|(?:it'?s|is) (?:ok|okay|fine|alright) to (?:stutter|stammer|speak|talk)`,
  de: w`nicht (?:um )?(?:das )?(?:stottern )?(?:wegmach…|weg zu machen|heilen|korrigier…|abgewöhn…|abzugewöhnen)|einfach,? dass (?:es )?(?:okay|ok|in ordnung) ist|(?:stottern|so sprechen) (?:ist|darf) (?:okay|ok|in ordnung|sein)|so wie (?:er|sie) spricht`,
};

const PRACTISE: Record<Language, RegExp> = {
  en: w`practi[sc]e… ${gap(3)}(?:speak…|talk…|words|speech|sounds|fluen…)|help (?:him|her|them) (?:to )?(?:speak|talk) (?:more )?(?:fluently|smoothly|clearly)|work… on ${gap(2)}(?:stutter…|stammer…|speech)|less (?:stuttering|stammering)|stop (?:stuttering|stammering)`,
  de: w`üb(?:en|t) ${gap(3)}(?:sprechen|sprache|wörter|laute)|(?:sprechen|reden|laute) (?:zu )?üb(?:en|t)|flüssig… (?:sprechen|reden)|weniger stottern|(?:das )?stottern ${gap(1)}(?:üben|verbessern|loswerden)`,
};

const SAD_OK: Record<Language, RegExp> = {
  en: w`(?:ok|okay|alright|all right|fine|allowed|normal) to (?:be sad|cry|feel sad|miss)|sad(?:ness)? is (?:ok|okay|fine|alright)`,
  de: w`traurig (?:sein )?(?:darf|ist (?:okay|ok|in ordnung))|darf ${gap(2)}(?:traurig|weinen)|weinen (?:darf|ist (?:okay|ok|in ordnung))|(?:okay|ok|in ordnung),? ${gap(2)}traurig`,
};

const WISH: Record<Language, RegExp> = {
  en: w`please|(?:i'd|i would|we'd|we would) (?:like|love)|(?:don't|do not|never) (?:mention|make|say|talk|bring|use|show)|nothing (?:about|of)|no (?:heaven|angels|god|scary)|make sure|(?:just )?(?:that )?(?:it's|it is|its) (?:ok|okay|fine|alright)|(?:i|we) want (?:him|her|them|the story|it) to|(?:should|must) (?:not )?(?:say|show|mention|be|know)|avoid|leave out`,
  de: w`bitte|(?:ich|wir) (?:möchte|möchten|wünsche|wünschen|hätte gern|hätten gern)|nichts (?:vom|von|über)|kein(?:e|en)? (?:himmel|engel)|(?:darf|soll|sollte|sollen)(?: nicht)?|wichtig ist|(?:ist|sei) (?:okay|ok|in ordnung)|ohne`,
};

const blank = (text: string, pattern: RegExp) => {
  let blanked = text;
  for (const match of findAll(pattern, text)) {
    const at = match.index ?? 0;
    blanked = blanked.slice(0, at) + ' '.repeat(match[0].length) + blanked.slice(at + match[0].length);
  }
  return blanked;
};

export function readCare(reading: Reading): CareWords {
  const told = reading.sources.filter((s) => s.kind === 'text' || s.kind === 'goal' || s.kind === 'achievement');
  const any = (table: Record<Language, RegExp>, text: (s: Source) => string = (s) => s.lower) =>
    told.some((s) => table[s.language].test(text(s)));
  const noHeaven = any(NO_HEAVEN);
  const star = any(STAR);
  const heaven = any(HEAVEN, (s) => blank(s.lower, NO_HEAVEN[s.language]));
  const afterlife = star ? 'star' : noHeaven ? 'leave-out' : heaven ? 'heaven' : null;
  const practise = any(ACCEPT) ? false : any(PRACTISE) ? true : null;
  return { afterlife, practise, sadAsked: any(SAD_OK), wishes: readWishes(reading, told) };
}

/** The parent's asks, clause by clause, in their own words ("it's OK to be sad", „bitte nichts vom Himmel“). */
function readWishes(reading: Reading, told: Source[]): string[] {
  const wishes: string[] = [];
  for (const source of told.filter((s) => s.kind !== 'achievement')) {
    for (const sentence of sentences(source.lower)) {
      for (const clause of clauses(source.lower, sentence)) {
        const text = source.lower.slice(clause.start, clause.end);
        const facts = blank(blank(text, NO_VISITS[source.language]), HOME_AGAIN[source.language]);
        if (!WISH[source.language].test(facts)) continue;
        const words = wordsOf(source, clause);
        if (words && !wishes.some((wish) => wish.toLowerCase() === words.toLowerCase())) wishes.push(words);
        reading.note(source.index);
      }
    }
  }
  return wishes.slice(0, PLAN_WISHES_MAX);
}
