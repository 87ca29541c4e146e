import type { CallTime, Language } from '@dreamweaver/contracts';
import type { Cue, Effect } from './cues.ts';
import type { Person } from './people.ts';
import { wordPattern } from './text.ts';

// When the child talks with someone far away, as the parent says it: „Sie telefonieren jeden
// Sonntag“, "Daddy FaceTimes us every evening", "we video call Mummy each night". Said of the one
// it finds (status.ts), it is how the story keeps them close: „Jeden Sonntag telefonieren Papa und
// ich“, not "calls when he can".

const TIMES: Record<Language, Record<string, CallTime>> = {
  en: {
    day: 'day',
    morning: 'day',
    night: 'evening',
    evening: 'evening',
    bedtime: 'evening',
    weekend: 'weekend',
    monday: 'monday',
    tuesday: 'tuesday',
    wednesday: 'wednesday',
    thursday: 'thursday',
    friday: 'friday',
    saturday: 'saturday',
    sunday: 'sunday',
  },
  de: {
    tag: 'day',
    morgen: 'day',
    abend: 'evening',
    nacht: 'evening',
    abends: 'evening',
    wochenende: 'weekend',
    montag: 'monday',
    dienstag: 'tuesday',
    mittwoch: 'wednesday',
    donnerstag: 'thursday',
    freitag: 'friday',
    samstag: 'saturday',
    sonntag: 'sunday',
    sonntags: 'sunday',
    samstags: 'saturday',
  },
};

const TIME = {
  en: '(?:every|each) (?:single )?(?:day|morning|night|evening|bedtime|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on )?sundays|(?:at|on) weekends',
  de: '(?:jeden|jedem) (?:tag|morgen|abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|jede nacht|jedes wochenende|am wochenende|abends|sonntags|samstags',
};
const CALL = {
  en: '(?:video ?)?call(?:s|ing)?|phones?|phoning|rings?|ringing|facetimes?|facetiming|skypes?|skyping|video ?chats?|talk(?:s)? on the phone|speak(?:s)? on the phone',
  de: String.raw`(?:video)?telefonier\p{L}{0,3}|skyp\p{L}{0,3}|facetime\p{L}{0,3}|anruf\p{L}{0,2}`,
};
/**
 * The time alone is the cue, with a call a few words before or after it: "we video call Mummy every
 * Sunday" (the name between is a mention of its own), „ruft jeden Abend an“.
 */
const PATTERN: Record<Language, string> = {
  en: `(?<=(?:${CALL.en})(?: \\p{L}+){0,3} )(?:${TIME.en})|(?:${TIME.en})(?=,?(?: \\p{L}+){0,3} (?:${CALL.en}))`,
  de: `(?<=(?:${CALL.de})(?: \\p{L}+){0,3} )(?:${TIME.de})|(?:${TIME.de})(?=(?: \\p{L}+){0,3} (?:${CALL.de}))|(?<=ruf(?:t|en|e)? (?:\\p{L}+ ){0,2})(?:${TIME.de})(?= an)`,
};

/** The time a call cue matched: "every Sunday" → sunday, „jeden Abend“ → evening. */
function timeIn(language: Language): (matched: string) => Effect | null {
  const words = Object.keys(TIMES[language]).sort((a, b) => b.length - a.length);
  return (matched) => {
    const word = words.find((time) => new RegExp(`(?<!\\p{L})${time}s?(?!\\p{L})`, 'u').test(matched));
    return word ? { calls: TIMES[language][word] } : null;
  };
}

const callCue = (language: Language): Cue => ({
  pattern: wordPattern(PATTERN[language]),
  effect: { calls: 'day' },
  side: 'before',
  reach: true,
  read: timeIn(language),
});

export const CALL_CUES: Record<Language, Cue[]> = { en: [callCue('en')], de: [callCue('de')] };

/** When someone talks with the child, the first said of them. */
export function readCalls(person: Person, effect: Extract<Effect, { calls: CallTime }>): void {
  person.callsEvery ??= effect.calls;
}
