import type { Language } from '@dreamweaver/contracts';
import type { Arrival, Person } from './people.ts';
import type { Reading } from './reading.ts';
import { type Source, type Span, gap, sentences, w } from './text.ts';
import type { ThemeWords } from './theme.ts';
import { sensitiveThemes } from './themes-sensitive.ts';

// The new baby of a new-sibling order, and whether they are born yet or still on the way, as the
// parent says it: "is due in March", "Mummy is pregnant", „kommt im März“, „ist unterwegs“, or "was
// born last week", "3 weeks old", „ist da“. Read only from the sentences that speak of the baby;
// when they say neither (or both), the parent is asked (questions.ts) and nothing is told before the
// answer. A brother or sister said to be due or newly born is the baby („Jonas' kleiner Bruder Paul
// ist letzte Woche geboren“: no brother who comes along); a baby the parent did not say is a boy or
// a girl is one person of relation `baby`, so the plan can say the baby is on the way.

const EXPECTED: Record<Language, RegExp> = {
  en: w`(?:is|are) due|due (?:in|on|at|any|next|soon|this|date)|(?:is|are|'s|'re) (?:coming|arriving)|coming (?:in|soon|next|this)|on (?:the|its|her|his|their) way|will be born|(?:is|are|am|'s|'re|'m) (?:having|expecting|getting) (?:a |another )?(?:new )?(?:baby|little)|pregnan…|expecting|(?:mummy|mommy|mum|mom|mama)(?:'s)? (?:tummy|belly|bump)|not born yet|(?:going to|will|gonna) (?:be|become) (?:a )?(?:big|older) (?:brother|sister)|(?:is|are) going to have (?:a |another )?baby`,
  de: w`kommt (?:im|in|am|bald|nächste…|diese…|ende|anfang|mitte)|kommen (?:im|in|bald)|unterwegs|wird ${gap(3)}geboren|schwanger…|(?:bekommt|bekommen|kriegt|kriegen|bekomme|kriege) (?:bald )?(?:ein|noch ein) (?:baby|geschwisterchen)|(?:in|im) (?:mamas|mamis|mamas dickem|dem) bauch|babybauch|noch nicht (?:geboren|da)|erwarte…|bald da|geburtstermin|(?:wird|werden) (?:bald )?große[rs]? (?:bruder|schwester)`,
};

const BORN: Record<Language, RegExp> = {
  en: w`(?:was|were|has been|have been|just been) (?:just )?born|born (?:last|this|yesterday|today|on|a few|recently|early|\d…)|newborn|(?:is|are) (?:here|home) now|(?:has|have) arrived|arrived (?:last|this|yesterday|on|early)|came home|(?:day|week|month)s? old|(?:has|have|'s|'ve) (?:got )?a new (?:baby|little)|used to (?:having|the new)`,
  de: w`(?:ist|sind|wurde|wurden) ${gap(3)}geboren|auf die welt gekommen|(?:ist|sind) (?:jetzt |endlich |nun |schon )?da|(?:tage|wochen|monate) alt|neugeboren…|(?:hat|haben) ${gap(3)}bekommen|angekommen`,
};

/** A sentence speaks of the baby when it names them, says "baby", or speaks of the new one coming. */
const BABY_WORDS: Record<Language, RegExp> = {
  en: w`bab(?:y|ies)|pregnan…|newborn`,
  de: w`baby|babys|geschwisterchen|schwanger…|neugeboren…`,
};

const SIBLINGS = ['sister', 'brother'];

/** What the sentence says of a baby's arrival: one answer, or null when it says none or both. */
function arrivalIn(text: string, language: Language): Arrival | null {
  const expected = EXPECTED[language].test(text);
  const born = BORN[language].test(text);
  return expected === born ? null : expected ? 'expected' : 'born';
}

interface Sentence {
  source: Source;
  span: Span;
  text: string;
}

function toldSentences(reading: Reading): Sentence[] {
  return reading.sources
    .filter((source) => source.kind === 'text' || source.kind === 'goal')
    .flatMap((source) =>
      sentences(source.lower).map((span) => ({ source, span, text: source.lower.slice(span.start, span.end) })),
    );
}

const names = (reading: Reading, sentence: Sentence, who: string) =>
  reading.mentionsIn(sentence.source.index, sentence.span).some((m) => m.who === who);

/** The baby: one already said to be a baby, a brother or sister said to be due or newly born, the new-sibling sentence's, or one of relation `baby`. */
function findBaby(reading: Reading, people: Person[], themes: ThemeWords, told: Sentence[]): Person {
  const said = people.find((p) => p.baby);
  if (said) return said;
  const arriving = people.find(
    (p) =>
      SIBLINGS.includes(p.relation) &&
      told.some((s) => names(reading, s, p.id) && arrivalIn(s.text, s.source.language)),
  );
  const about = themes.sensitive.find((c) => c.id === 'new-sibling')?.about;
  const named = arriving ?? people.find((p) => p.id === about && SIBLINGS.includes(p.relation));
  if (named) {
    named.baby = true;
    return named;
  }
  const baby: Person = {
    id: `p${people.length + 1}`,
    name: null,
    relation: 'baby',
    calls: null,
    status: 'here',
    away: null,
    health: 'well',
    livesWithChild: true,
    unclear: false,
    baby: true,
  };
  people.push(baby);
  return baby;
}

/** On a new-sibling order, the baby with what the words say of their arrival (`arrival` null: unsaid). */
export function readBaby(reading: Reading, people: Person[], themes: ThemeWords): void {
  if (!themes.sensitive.some((c) => c.id === 'new-sibling')) return;
  const told = toldSentences(reading);
  const baby = findBaby(reading, people, themes, told);
  const said = told
    .filter(
      (s) =>
        names(reading, s, baby.id) ||
        BABY_WORDS[s.source.language].test(s.text) ||
        sensitiveThemes(s.text, s.source.language).includes('new-sibling'),
    )
    .map((s) => arrivalIn(s.text, s.source.language))
    .filter((arrival): arrival is Arrival => arrival !== null);
  const arrival = said.length > 0 && said.every((a) => a === said[0]) ? said[0] : null;
  setArrival(baby, arrival);
}

/** A baby born lives at home; one on the way is expected, and lives nowhere yet. */
export function setArrival(baby: Person, arrival: Arrival | null): void {
  baby.arrival = arrival;
  if (arrival === null) return;
  baby.status = arrival === 'born' ? 'here' : 'expected';
  baby.livesWithChild = arrival === 'born';
  baby.away = null;
}
