import type { Language } from '@dreamweaver/contracts';
import { type Details, detail } from './details.ts';
import type { Reading } from './reading.ts';
import { findAll, type Source, sentences, w, wordsOf } from './text.ts';

// What the child did and is proud of, told in the free text ("he just saved a penalty in her first
// football match", „hat gerade ihr Seepferdchen geschafft“): read whole, before the lexicon's words
// inside it (the ball is no toy there, the seahorse badge no animal, the spelling bee no bee). When
// the form's achievement field is empty, the child's first deed is the plan's achievement, so an
// arc's memory can tell it; another deed of the child's stays an event.

const DEEDS: Record<Language, RegExp> = {
  en: w`(?:saved|scored|won(?!')|caught(?! (?:a |the )?(?:cold|bug|virus|flu|chickenpox|covid))|climbed|built|finished|performed|came (?:first|second|third) in|learn(?:t|ed) to|rode|swam|tied|lost (?:his|her|their) (?:first |front )?tooth|got (?:his|her|their) [\p{L}\p{N} ]{1,24}?(?:badge|certificate|medal|award|belt|trophy|stripe)) [\p{L}\p{N} '-]{0,60}`,
  de: w`(?:hat|haben) [\p{L}\p{N} -]{2,60}?(?:gehalten|geschossen|gewonnen|gefangen|gebaut|geschafft|aufgeführt|gebunden|gelernt|geschwommen|gefahren)`,
};

/** Where a deed ends: the clause's end, or "and" before another clause ("egg and spoon race" is one; a German deed ends at its participle). */
const DEED_STOP: Record<Language, RegExp> = {
  en: /[,.;!?:]| (?:but|because|so|then) | and (?=(?:he|she|they|we|i|it|his|her|their|our|my|then|now|also|is|was|has|loves|likes)(?!\p{L}))/u,
  de: /[,.;!?:]/u,
};
function deedEnd(source: Source, start: number, end: number): number {
  const stop = DEED_STOP[source.language].exec(source.lower.slice(start, end));
  return stop ? start + (stop.index ?? 0) : end;
}

/** Others as the subject: "we swam", „wir haben … gebaut“. */
const OTHERS = /(?:^|\s)(?:we|they|you|wir|sie haben|ihr)(?:\s\p{L}+)?\s?$/u;

/** The deed is the child's: nobody else is named before it in its sentence ("Dad built a den" is Dad's, "we swam" everyone's). */
function theChilds(reading: Reading, source: Source, start: number): boolean {
  const sentence = sentences(source.lower).find((s) => s.start <= start && start < s.end);
  const from = sentence?.start ?? 0;
  if (OTHERS.test(source.lower.slice(from, start))) return false;
  return !reading.mentions.some((m) => m.source === source.index && m.start >= from && m.end <= start);
}

export function readDeeds(reading: Reading, details: Details): void {
  const field = reading.sources.some((s) => s.kind === 'achievement' && s.text !== '');
  for (const source of reading.sources.filter((s) => s.kind === 'text' || s.kind === 'bible')) {
    for (const match of findAll(DEEDS[source.language], source.lower)) {
      const start = match.index ?? 0;
      const end = Math.min(deedEnd(source, start, start + match[0].length), reading.nextThing(source.index, start + 1));
      // „hat er einen Elfmeter gehalten“: the deed, without „hat er“.
      const auxiliary = /^(?:hat|haben)(?: er| sie| es| wir)? /u.exec(source.lower.slice(start, end));
      const span = { start: start + (auxiliary?.[0].length ?? 0), end };
      // Someone else's deed ("Dad built a treehouse") is left to the other finders; a name inside is no end.
      const taken = reading.nextThing(source.index, span.start) === span.start;
      if (end - start < 4 || taken || !theChilds(reading, source, start)) continue;
      reading.claim(source.index, span);
      const words = wordsOf(source, span);
      if (!field && !details.achievement && source.kind === 'text')
        details.achievement = { words, language: source.language };
      else details.add(detail('event', words));
    }
  }
}
