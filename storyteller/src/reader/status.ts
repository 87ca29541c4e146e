import type { Language } from '@dreamweaver/contracts';
import { away, type Cue, cue, type Effect, kindOf, REMEMBERED, UNCLEAR } from './cues.ts';
import type { Person } from './people.ts';
import type { Pet } from './pets.ts';
import type { Mention, Reading } from './reading.ts';
import { clauses, findAll, gap, overlaps, type Source, type Span, sentences, w } from './text.ts';
import { CALL_CUES, readCalls } from './call-cues.ts';
import { childSaid, readStay, STAY_CUES } from './stay-cues.ts';
import { PARENTS } from './words.ts';

// What the parent says of a person or pet: that they died ("died", "we lost", „ist gestorben“),
// are away and why (the army, work, hospital), are ill or forget things, live with the child, may
// not be visited yet („darf ihn noch nicht besuchen“), are going into hospital, when and for how
// long, look after the child meanwhile (stay-cues.ts), or only that they are missed ("we miss Grandpa", „Opa fehlt ihm“), which asks rather than guesses.
// Each cue is read in its clause and finds the one it is said of: the nearest mention on its side.

const lost = cue('after', REMEMBERED);
const died = cue('before', REMEMBERED, { reach: true });
const diedUnlessParent = cue('before', REMEMBERED, { parents: UNCLEAR });
const diedNear = cue('before', REMEMBERED);
/** Missing someone at the nursery or at night is no question of whether they died. */
const EVERYDAY_MISSING = w`during the day|at (?:school|nursery|kindergarten|day ?care|bedtime|night)|when (?:she|he|they|i|mummy|daddy|mum|dad) (?:is |are |goes |go )?(?:at|to) work|tagsüber|in der (?:kita|schule)|im kindergarten|abends|nachts|wenn (?:mama|papa|ich) (?:arbeitet|arbeite|zur arbeit)`;
const missed = cue('after', UNCLEAR, { unless: EVERYDAY_MISSING });
const farewell = cue('after', UNCLEAR, { parents: null });
const gone = cue('before', UNCLEAR);
const forces = cue('before', away('forces'), { reach: true });
const work = cue('before', away('work'), { reach: true });
const hospital = cue('before', away('hospital'), { reach: true });
const movedAway = cue('before', away('elsewhere'), { reach: true });
const elsewhere = cue('before', away('elsewhere'));
const dementia = cue('before', { health: 'dementia' }, { reach: true });
const ill = cue('before', { health: 'ill' }, { reach: true });
const livesHere = cue('before', { lives: true });
const livesWith = cue('after', { lives: true });
const livesApart = cue('before', { lives: false });
/** "isn't allowed to visit him yet": said of the one before it, or of the him the sentence named. */
const noVisits = cue('before', { visits: false }, { reach: true });

/** "isn't allowed to visit him yet", „darf ihn noch nicht besuchen“: no scene at their side. */
const NO_VISIT_CUES: Record<Language, Cue> = {
  en: noVisits`(?:can't|cannot|can not|isn't allowed to|is not allowed to|aren't allowed to|are not allowed to|not allowed to|doesn't get to|mustn't) (?:go and |go to )?(?:visit|see) (?:him|her|them|\p{L}+) (?:yet|right now|at the moment|for now)|no visit(?:s|ors|ing) (?:yet|allowed|for now|at the moment)|(?:can't|cannot|isn't allowed to|not allowed to) visit (?:him|her|them)?|(?:is|are) not allowed visitors`,
  de: noVisits`(?:darf|dürfen|kann|können) (?:ihn|sie|\p{L}+) ${gap(2)}(?:noch )?nicht besuchen|(?:noch )?(?:kein(?:e)?|nicht) besuch(?:en|e|er)? (?:erlaubt|möglich|haben|bekommen|empfangen)|besuchen (?:ist|geht) (?:noch )?nicht|besuch(?:e)? (?:ist|sind) (?:noch )?nicht (?:erlaubt|möglich)|keine besucher`,
};
/** The same words, for the wishes (care.ts): „darf ihn nicht besuchen“ is a fact, not a wish. */
export const NO_VISITS: Record<Language, RegExp> = { en: NO_VISIT_CUES.en.pattern, de: NO_VISIT_CUES.de.pattern };

const CUES: Record<Language, Cue[]> = {
  en: [
    lost`(?:we|he|she|they|i) lost|lost (?:our|his|her|their|my)|death of|funeral of|(?:his|her|their|our|my) late`,
    died`died|has died|had died|passed away|passed on(?! (?:his|her|their|the|a|an|to) )|passed(?= (?:last|in|on(?! (?:his|her|their|the|a|an|to) )|this|recently|suddenly|peacefully|before|when|at|\d)|[.,;!?]|$)|(?:is|are) dead(?! (?:tired|set|keen|serious|excited|good|easy|funny|cute))|(?:is|are) no longer with us|(?:is|are)n't with us any ?more|(?:is|are) not with us any ?more|(?:was|were) put (?:to sleep|down)|had to be put down|(?:is|are) in heaven|went to heaven|(?:is|became) (?:now )?a star (?:now|in the sky|up in the sky)|is now a star|is an angel now|watch(?:es|ing) over us`,
    missed`miss(?:es|ed|ing)?|longs? for`,
    farewell`(?:say|said|saying|says) goodbye to`,
    gone`(?:is|are|has|have) gone(?! (?:back|to|out|for|on|shopping|off|away for))|(?:is|are)n't (?:here|around) any ?more|(?:is|are) not (?:here|around) any ?more|left us`,
    forces`deployed|on deployment|(?:in|with|away with|serving in|joined) the (?:army|navy|air force|raf|marines|forces|military)|is a soldier|serv(?:es|ing) overseas`,
    work`works? away|working away|away (?:for|with|on) (?:work|business)|(?:on|away on) (?:a )?business trips?|travels? (?:a lot )?for work|works? (?:abroad|offshore|far away)|on (?:the |a |an )?(?:oil )?rigs?|at sea|on tour|(?:\d{1,2}|a|two|three|four|six) weeks? away`,
    // In hospital tonight, not "will be in hospital" or "in hospital next week" (a stay ahead: stay-cues.ts).
    hospital`(?<!(?:works?|working|nurse|doctor|be|will stay|'ll stay|to stay) )in (?:the )?hospital(?! (?:next|from|tomorrow|on (?:mon|tues|wednes|thurs|fri|satur|sun)day))|(?:went|was taken|got taken|was rushed|has gone|had to go|was admitted) (?:in|into|to) (?:the )?hospital`,
    movedAway`(?:has |had |just )?moved (?:to|away|abroad|overseas)|(?:is|are) moving (?:to|away|abroad)`,
    elsewhere`lives (?:far away|abroad|overseas|in another country)|(?:is|are) away|away for (?:a |two |three |some |a few )?(?:while|days?|weeks?|months?)|in prison|in jail`,
    dementia`dementia|alzheimer'?s?|forgets (?:things|everything|a lot|us|names)|memory (?:problems|loss)`,
    ill`(?:is|are|was|got|gets|fell|has been|have been) (?:very |really |so |quite |seriously )?(?:ill|sick|poorly|unwell)(?! of)|has (?:cancer|leuka?emia|a tumou?r)|cancer|chemo(?:therapy)?|operation|(?<!(?:works?|working|nurse|doctor) )in (?:the )?hospital|get well`,
    livesHere`lives with us|living with us|lives at ours|lives in our house`,
    livesWith`(?:lives?|living) with|we live at`,
    livesApart`lives (?:nearby|round the corner|around the corner|next door|down the road|in …|by the …)`,
    NO_VISIT_CUES.en,
  ],
  de: [
    lost`tod (?:von|vom|des|der|unseres|unserer|seines|seiner|ihres|ihrer)|beerdigung (?:von|vom)|verstorbene[nmrs]?`,
    diedUnlessParent`seit ${gap(4)}nicht mehr (?:da|bei uns|hier)`,
    died`gestorben|verstorben|starb|verstarb|tot|eingeschläfert|nicht mehr am leben|im himmel|ein stern am himmel|ein engel|von uns gegangen|tod|beerdigung`,
    diedNear`verloren`,
    missed`vermiss\p{L}{0,4}|sehnt sich nach`,
    farewell`abschied (?:nehmen )?von|verabschied\p{L}{0,4} (?:sich )?von`,
    gone`fehl(?:t|en) (?:ihm|ihr|uns|mir|ihnen)|(?:ist|sind) weg(?! (?:zur|zum|in|für|über|einkaufen))|nicht mehr (?:da|bei uns|hier)`,
    forces`bei der (?:bundeswehr|armee|marine)|im (?:auslands)?einsatz|auslandseinsatz|soldat(?:in)?|im krieg`,
    work`auf montage|geschäftsreise…|dienstreise…|arbeitet ${gap(2)}(?:weit weg|im ausland|auswärts|auf see|auf einer bohrinsel)|auf see|auf tour|beruflich (?:viel )?unterwegs`,
    // Im Krankenhaus heute Abend, nicht „wird fünf Tage im Krankenhaus bleiben“, „ab Montag im Krankenhaus“ (stay-cues.ts).
    hospital`(?<!(?:arbeitet|arbeiten) )(?<!(?:nächste|nächsten|kommende|kommenden|morgen|übermorgen|bald|ab|demnächst) ${gap(2)})(?:im krankenhaus|in der klinik|in der reha)(?! (?:bleiben|sein|liegen|operiert werden))|(?:musste|mussten|kam|kamen|ging) ${gap(3)}(?:ins|in das) krankenhaus|(?:ins|in das) krankenhaus (?:gekommen|gebracht|eingeliefert)`,
    movedAway`(?:ist|sind) ${gap(3)}(?:weggezogen|umgezogen|ausgewandert|gezogen)|zieht ${gap(2)}weg`,
    elsewhere`wohnt (?:weit weg|im ausland|in einem anderen land)|(?:ist|sind) verreist|im gefängnis|(?:ist|sind) ${gap(2)}(?:weg|fort|unterwegs) (?:für|über)`,
    dementia`demenz|dement|alzheimer|vergisst (?:viel|vieles|alles|uns|namen|dinge)`,
    ill`krank|schwer krank|krebs|chemo…|operiert|operation|(?<!(?:arbeitet|arbeiten) )im krankenhaus|gute besserung`,
    livesHere`(?:wohnt|lebt) (?:auch )?(?:bei|mit) uns`,
    livesWith`(?:wohnt|lebt|wohnen|leben) (?:zusammen )?(?:mit|bei)`,
    livesApart`(?:wohnt|lebt) (?:um die ecke|nebenan|in der nähe|in …|am …|an der …)`,
    NO_VISIT_CUES.de,
  ],
};

type Someone = Person | Pet;

/** People who are missed but never asked about as if they might have died. */
const NOT_ASKED: readonly Person['relation'][] = ['friend', 'cousin', 'teacher', 'other'];

/** Reads every cue of every telling source into the people and pets it is said of. */
export function readStatuses(reading: Reading, people: Person[], pets: Pet[]): void {
  const byId = new Map<string, Someone>([...people, ...pets].map((s) => [s.id, s]));
  const sources = reading.sources.filter((s) => ['text', 'goal', 'achievement', 'bible'].includes(s.kind));
  for (const source of sources) {
    const said = sentences(source.lower);
    said.forEach((sentence, index) => {
      for (const clause of clauses(source.lower, sentence)) {
        for (const { cue, at, read } of cuesIn(reading, source, clause)) {
          for (const mention of targets(reading, source, { clause, sentence, previous: said[index - 1] }, cue, at)) {
            const someone = byId.get(mention.who);
            if (!someone) continue;
            const parent = 'relation' in someone && PARENTS.includes(someone.relation);
            const effect = parent && cue.parents !== undefined ? cue.parents : read;
            if (effect) apply(someone, effect);
            reading.note(source.index);
          }
        }
      }
    });
  }
  for (const someone of byId.values()) if (someone.unclear && someone.status === 'here') someone.status = 'away';
}

/**
 * The cues of a clause, each once: where two of a kind overlap, the one listed first ("away with the
 * army" is the forces, not only away). A cue inside a name ("Miss Smith") is none.
 */
function cuesIn(reading: Reading, source: Source, clause: Span): { cue: Cue; at: Span; read: Effect }[] {
  const found: { cue: Cue; at: Span; read: Effect }[] = [];
  const text = source.lower.slice(clause.start, clause.end);
  const named = reading.mentionsIn(source.index, clause);
  for (const cue of [...CUES[source.language], ...STAY_CUES[source.language], ...CALL_CUES[source.language]]) {
    for (const match of findAll(cue.pattern, text)) {
      const start = clause.start + (match.index ?? 0);
      const at = { start, end: start + match[0].length };
      if (named.some((m) => overlaps(m, at)) || cue.unless?.test(text)) continue;
      if (found.some((f) => kindOf(f.cue.effect) === kindOf(cue.effect) && overlaps(f.at, at))) continue;
      const said = { before: text.slice(0, match.index), matched: match[0] };
      if (cue.child && !childSaid(cue.child, said, reading.hero, source.language)) continue;
      const read = cue.read ? cue.read(match[0]) : cue.effect;
      if (read) found.push({ cue, at, read });
    }
  }
  return found;
}

interface Where {
  clause: Span;
  sentence: Span;
  previous: Span | undefined;
}

const PRONOUN = /(?<!\p{L})(?:he|she|they|it|him|her|them|er|sie|es|ihn|ihm|ihr)(?!\p{L})/u;

function targets(reading: Reading, source: Source, where: Where, cue: Cue, at: Span): Mention[] {
  const inClause = reading.mentionsIn(source.index, where.clause);
  const before = inClause.filter((m) => m.end <= at.start).sort((a, b) => b.end - a.end);
  const after = inClause.filter((m) => m.start >= at.end).sort((a, b) => a.start - b.start);
  if ('lives' in cue.effect && cue.side === 'after') return after;
  // Who looks after the child is named on the cue's own side: "Auntie Jo will stay with us".
  if ('carer' in cue.effect) return cue.side === 'after' ? joined(source, after) : before.slice(0, 1);
  const near = cue.side === 'before' ? (before[0] ?? after[0]) : (after[0] ?? before[0]);
  if (near) return [near];
  if (!cue.reach) return [];
  const earlier = reading.lastMentionBefore(source.index, where.clause.start);
  if (earlier && earlier.start >= where.sentence.start) return [earlier];
  const pronoun = PRONOUN.test(source.lower.slice(where.clause.start, where.clause.end));
  if (earlier && pronoun && where.previous && earlier.start >= where.previous.start) return [earlier];
  return [];
}

/** The first of the mentions and those joined to it ("with Grandma and Grandpa", „bei Oma und Opa“). */
function joined(source: Source, mentions: Mention[]): Mention[] {
  const list = mentions.slice(0, 1);
  for (const next of mentions.slice(1)) {
    const between = source.lower.slice(list[list.length - 1].end, next.start);
    if (!/^(?:,? and |,? und | & |, )$/u.test(between)) break;
    list.push(next);
  }
  return list;
}

function apply(someone: Someone, effect: Effect): void {
  if ('calls' in effect) {
    if ('relation' in someone && someone.status !== 'remembered') readCalls(someone, effect);
    return;
  }
  if ('stay' in effect || 'carer' in effect) {
    if ('relation' in someone && someone.status !== 'remembered') readStay(someone, effect);
    return;
  }
  if ('health' in effect) {
    if ('health' in someone && someone.status !== 'remembered') someone.health = effect.health;
    return;
  }
  if ('lives' in effect) {
    if ('livesWithChild' in someone && someone.status !== 'remembered') someone.livesWithChild = effect.lives;
    return;
  }
  if ('visits' in effect) {
    if ('relation' in someone && someone.status !== 'remembered') someone.noVisits = true;
    return;
  }
  if (effect.status === 'unclear') {
    // A friend, cousin or teacher who is missed is away: a parent says plainly when a child's friend
    // died, and asking a parent whether their child's best friend died would itself be the harm.
    if ('relation' in someone && NOT_ASKED.includes(someone.relation)) {
      if (someone.status === 'here') Object.assign(someone, { status: 'away', away: someone.away ?? 'elsewhere' });
      return;
    }
    someone.unclear = someone.status === 'here';
    return;
  }
  someone.unclear = false;
  if (effect.status === 'remembered') {
    someone.status = 'remembered';
    if ('livesWithChild' in someone) {
      someone.livesWithChild = false;
      someone.away = null;
      someone.health = 'well';
    }
    return;
  }
  if (someone.status === 'remembered') return;
  someone.status = 'away';
  if (!('away' in someone)) return;
  someone.away = someone.away ?? effect.reason;
  // In hospital is ill, however it was said ("went into hospital yesterday").
  if (someone.away === 'hospital' && someone.health === 'well') someone.health = 'ill';
}
