// English: what kind of phrase a parent wrote, normalised so a frame can hold it grammatically.
import type { EnWords } from './types.ts';
import { MAX_PHRASE, mainClause, sanitise } from './text.ts';
import { escapeRegExp } from '../escape-regexp.ts';

export type EnPhrase =
  | { kind: 'gerund'; text: string } // "being patient with his little sister"
  | { kind: 'noun'; text: string } // "kindness", "good manners at the table"
  | { kind: 'past'; text: string } // "played the piano at the school concert"
  | { kind: 'clause'; text: string } // "mistakes are okay" (no I/you/we)
  | { kind: 'none' };

const NOT_GERUNDS = new Set([
  'thing',
  'things',
  'king',
  'ring',
  'morning',
  'evening',
  'nothing',
  'something',
  'everything',
  'anything',
  'spring',
  'string',
  'wing',
  'sibling',
  'siblings',
  'darling',
  'ceiling',
  'pudding',
  'during',
  'bring',
  'sing',
  'swing',
  'sting',
  'cling',
  'fling',
  'ding',
  'ping',
  'bling',
  'viking',
  'earring',
  'duckling',
  'seedling',
  'wedding',
  'building',
  'painting',
  'drawing',
  'feelings',
  'clothing',
  'icing',
  'awning',
  'meaning',
  'stuffing',
]);
const FILLERS =
  /^(?:(?:a |the )?story (?:about|on) |about |please |the importance of |the value of |(?:to )?teach(?:ing)? (?:him|her|them|my \w+|the child|kids|children) (?:about |that |to |how to )?|help(?:ing)? (?:him|her|them|my \w+) (?:to |with |learn to )?|(?:he|she|they|it) (?:is|are) about )/i;
const WANTS =
  /^(?:(?:[Ii]|[Ww]e) (?:would like|'d like|want|wish|hope|need)|(?:[Ii]|[Ww]e)'d like|[Mm]y goal is|[Tt]he goal is|[Gg]oal is|[Oo]ur goal is)(?: (?:for )?(?:him|her|them|my (?:son|daughter|child|kid|boy|girl)|the child|\p{Lu}[\p{L}-]+))?(?: that)? (?:to )?/u;
const MODAL =
  /^(?:(?:he|she|they|[A-Z][\p{L}-]+) (?:should|must|needs to|need to|has to|have to|is going to|are going to|will|wants to|want to|would like to|can|could|is learning to|are learning to|learns to|is trying to|are trying to|tries to|try to) (?:learn to |learn how to |try to )?)/u;
const INFINITIVE = /^(?:to |learn(?:ing)? (?:how )?to |how to |trying to |try to )/i;
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'his',
  'her',
  'their',
  'my',
  'our',
  'your',
  'some',
  'more',
  'less',
  'no',
  'good',
  'new',
  'first',
  'big',
  'little',
  'every',
  'all',
  'this',
  'that',
  'these',
  'those',
  'one',
  'two',
  'three',
]);
const BASE_VERBS = new Set(
  'accept apologise apologize ask be become believe brush build calm care catch clean climb control cope count cry dance deal do draw dress eat enjoy explore face feel find finish fly focus follow forgive get give go greet handle help hold hug jump keep learn leave let listen look love make manage move open pay play practise practice put read relax remember respect ride run say see settle share show sing sit sleep slow speak stand start stay stop swim take talk tell think tidy tie treat trust try understand use wait walk wash wear welcome work write'.split(
    ' ',
  ),
);
const ADJECTIVES = new Set(
  'kind brave patient calm gentle honest polite tidy independent confident careful helpful friendly generous grateful thankful quiet nice good fair respectful responsible caring loving thoughtful considerate patient brave strong bold courageous happy cheerful curious creative resilient mindful'.split(
    ' ',
  ),
);
const FINITE = new Set(
  'is are was were has have had can could will would should must does do did gets got needs wants likes loves hates learns learned feels felt seems goes went makes made tries tried becomes became cries cried hits hit fights fought says said thinks thought'.split(
    ' ',
  ),
);
const PAST_IRREGULAR = new Set(
  'won lost rode swam got made built went read wrote drew sang ran caught threw learnt did became began found saw met gave took slept ate came fell flew held kept left spent stood taught told thought understood woke wore sat sold brought bought dug fed fought hid hung knew led let meant paid put said shook shot shut spoke stuck swung tore'.split(
    ' ',
  ),
);
/** Words that keep their capital at the start of a phrase. */
const PROPER = new Set(
  'christmas easter halloween hanukkah chanukah diwali eid ramadan thanksgiving god jesus allah santa mum mummy mom mommy dad daddy grandma grandpa granny nana monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december english german french spanish'.split(
    ' ',
  ),
);
const SUBJECT = /^(?:i|he|she|they|we|you|it|there)$/i;

/** A parent's goal or achievement, normalised and classified; `none` when nothing sayable is left. */
export function classifyEn(input: string, hero: EnWords): EnPhrase {
  let text = mainClause(sanitise(input));
  if (!text) return { kind: 'none' };
  let infinitive = false;
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = text.replace(FILLERS, '');
    if (WANTS.test(text)) {
      text = text.replace(WANTS, '');
      infinitive = true;
    }
    if (MODAL.test(text)) {
      text = text.replace(MODAL, '');
      infinitive = true;
    }
    if (INFINITIVE.test(text)) {
      text = text.replace(INFINITIVE, '');
      infinitive = true;
    }
    if (text === before) break;
  }
  text = text
    .replace(/^(?:that|so that) /i, '')
    .replace(/,? (?:now|already|at last|finally|recently|lately|these days)$/i, '')
    .trim();
  if (!text || text.length > MAX_PHRASE || text.split(' ').length > 14) return { kind: 'none' };
  const first = text.split(' ')[0];
  if (
    first !== 'I' &&
    first !== hero.name &&
    !/^\p{Lu}{2}/u.test(first) &&
    !PROPER.has(first.toLowerCase().replace(/'s$/, ''))
  )
    text = text.charAt(0).toLowerCase() + text.slice(1);
  const words = text.split(' ');
  const w0 = words[0].toLowerCase();
  // A subject at the start: "Lena is shy", "I played the piano", "he learned to swim", "mistakes are okay".
  if (
    (words.length > 2 && FINITE.has(words[1]?.toLowerCase()) && !BASE_VERBS.has(w0) && !/ing$/.test(w0)) ||
    SUBJECT.test(w0) ||
    words[0] === hero.name ||
    (words.length > 2 && DETERMINERS.has(w0) && FINITE.has(words[2]?.toLowerCase()))
  ) {
    const subject = words[0];
    const rest = words.slice(1).join(' ');
    const own = /^(?:i|he|she|they)$/i.test(subject) || subject === hero.name;
    if (own && rest) {
      const predicate = rest
        .replace(/^(?:has|have|had) (?=\w+(?:ed|t|n)\b)/i, '')
        .replace(/^(?:can now|can) /i, 'learned to ');
      const verb = predicate.split(' ')[0].toLowerCase();
      if (/ed$/.test(verb) || PAST_IRREGULAR.has(verb)) return { kind: 'past', text: toHero(predicate, hero) };
      if (/^(?:is|are|was|were) \w+ing\b/i.test(predicate))
        return { kind: 'gerund', text: toHero(predicate.replace(/^\w+ /, ''), hero) };
      if (/^(?:is|are) \S/i.test(predicate) && !/\b(?:i|me|my|we|our|you|your)\b/i.test(predicate))
        return { kind: 'gerund', text: toHero(predicate.replace(/^\w+ /, 'being '), hero) };
    }
    if (/\b(?:i|me|my|we|us|our|you|your)\b/i.test(text)) return { kind: 'none' };
    const clause = /^(?:he|she|they)$/i.test(subject) ? [hero.name, ...words.slice(1)].join(' ') : text;
    return { kind: 'clause', text: toHero(agree(clause, hero), hero) };
  }
  if (infinitive || BASE_VERBS.has(w0)) return { kind: 'gerund', text: toHero(gerundOf(text), hero) };
  if (/^(?:not|never|no longer|stop) \w+ing\b/i.test(text))
    return { kind: 'gerund', text: toHero(text.replace(/^stop /i, 'not '), hero) };
  if (/ing$/.test(w0) && w0.length > 4 && !NOT_GERUNDS.has(w0)) return { kind: 'gerund', text: toHero(text, hero) };
  if ((/ed$/.test(w0) && w0.length > 4) || PAST_IRREGULAR.has(w0)) return { kind: 'past', text: toHero(text, hero) };
  if (
    ADJECTIVES.has(w0) ||
    (/^(?:more|a bit more|a little more|less) /i.test(text) &&
      words.length <= 4 &&
      ADJECTIVES.has(words[words.length - 1]))
  )
    return { kind: 'gerund', text: toHero(`being ${text}`, hero) };
  return { kind: 'noun', text: toHero(text, hero) };
}

/** "share toys" → "sharing toys"; "be kind" → "being kind". */
function gerundOf(phrase: string): string {
  const [verb, ...rest] = phrase.split(' ');
  if (/^stop$/i.test(verb) && /ing$/.test(rest[0] ?? '')) return ['not', ...rest].join(' ');
  return [ingForm(verb.toLowerCase()), ...rest].join(' ');
}

function ingForm(verb: string): string {
  if (verb === 'be') return 'being';
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(verb)) return `${verb}ing`;
  if (/[^aeiou]e$/.test(verb) || verb === 'ue') return `${verb.slice(0, -1)}ing`;
  if (
    /^(?:stop|sit|get|run|swim|put|hit|let|shop|hug|skip|hop|jog|dig|plan|nap|cut|win|begin|forget|set|clap|drop|step|tap|wrap|chat|pat|grab|nod|rub|spin)$/.test(
      verb,
    )
  )
    return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** The parent's his/her/their/my become the hero's own pronoun. */
function toHero(text: string, w: EnWords): string {
  return text
    .replace(/\b(?:all )?by (?:himself|herself|themselves|themself|myself)\b/gi, w.allBySelf)
    .replace(/\b(?:himself|herself|themselves|themself|myself)\b/gi, w.self)
    .replace(/\b(?:his|their|my)\b/gi, w.his)
    .replace(
      /\bher\b(?=\s+[a-z])(?!\s+(?:and|to|with|when|if|at|in|on|for|or|because|so|too|again|more|a|an|the)\b)/gi,
      w.his,
    )
    .replace(/\b(?:him|them)\b/gi, w.him)
    .replace(/\bher\b/gi, w.him);
}

/** With a repeated name, a verb that followed "they" agrees with one child: "they are" → "Lena is". */
function agree(clause: string, w: EnWords): string {
  return clause.replace(
    new RegExp(`^${escapeRegExp(w.name)} (are|were|have|do|don't)\\b`),
    (_m, v: string) =>
      `${w.name} ${({ are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" } as Record<string, string>)[v]}`,
  );
}
