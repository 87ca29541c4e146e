// The thing a sharing goal names ("to share her crayons with Amir", „seine Gummibärchen mit
// seinem Bruder teilen“): the story shares that, not a spinning top or biscuits of its own.
import type { DeWords, EnWords, PersonWords, Scenes } from '../types.ts';

interface SharedThing {
  /** "crayons", "new bike"; German with its case as typed (the object of „teilen“): „Buntstifte“, „Spielzeug“. */
  noun: string;
  /** Eaten (sweets, biscuits, Gummibärchen): shared by the handful, not played with. */
  food: boolean;
  /** English: "them" or "it". German: the possessive's ending as typed, which is the accusative's: e, en or none. */
  plural: boolean;
  ending: '' | 'e' | 'en';
}

/** Things so general that the story's own spinning top or biscuits tell them as well. */
const GENERAL =
  /^(?:toys?|things?|stuff|belongings|everything|food|snacks?|spielsachen|spielzeug|sachen|dinge|essen)$/iu;
const FOOD =
  /(?:sweet|snack|biscuit|cookie|cand|chocolate|crisp|chip|treat|fruit|grape|strawberr|cake|popcorn|raisin|apple|süßigkeit|keks|gummibär|schokolade|bonbon|obst|erdbeer|kuchen|traube|äpfel|apfel|brezel|lutscher|lolli)/iu;

const EN_THING =
  /\bshar(?:e|es|ed|ing)\s+(?:some\s+of\s+)?(?:his|her|their|my|our)\s+((?:[a-z]+\s+)?[a-z]+)(?=\s+(?:with|and|more|too)\b|\s*[.,!;]|\s*$)/iu;
const DE_THING =
  /(?<!\p{L})(?:sein|ihr|mein|unser)(e|en|em)?\s+((?:\p{Ll}+e[nrs]?\s+)?\p{Lu}\p{Ll}+)(?=\s+(?:mit\s[^.!?]{0,40}?\s)?(?:teilen|teilt|abgeben|hergeben|abzugeben|zu\s+teilen)(?!\p{L}))/u;

/** The thing the goal names, typed as it is, or undefined for none or a general word ("toys"). */
function sharedThing(typed: string, language: 'en' | 'de'): SharedThing | undefined {
  if (language === 'en') {
    const found = EN_THING.exec(typed);
    const noun = found?.[1].toLowerCase();
    if (!noun || GENERAL.test(noun.split(' ').at(-1)!)) return undefined;
    return { noun, food: FOOD.test(noun), plural: /[^s]s$/.test(noun), ending: '' };
  }
  const found = DE_THING.exec(typed);
  if (!found || found[1] === 'em' || GENERAL.test(found[2].split(' ').at(-1)!)) return undefined;
  const ending = (found[1] ?? '') as SharedThing['ending'];
  return { noun: found[2], food: FOOD.test(found[2]), plural: ending === 'e', ending };
}

/** The person who asks: the one the goal names, or the companion. */
interface Asker {
  p: string;
  P: string;
  pDat: string;
  cameAlong: string[];
  /** The person the goal names came along with the companion: not just the two of them. */
  many?: boolean;
}

function sharedThingEn(w: EnWords, asker: Asker, thing: SharedThing): Scenes {
  const them = thing.plural ? 'them' : 'it';
  const what = `${w.his} ${thing.noun}`;
  if (thing.food)
    return {
      challenge: [
        ...asker.cameAlong,
        `${w.name} had brought ${what} along, ${w.his} very favourite, and the bag was nearly empty.`,
        `Along the way came a loud rumble, and ${asker.p} giggled. "Oh dear, that was my tummy."`,
        `${w.He} held ${them} close and said nothing, because sharing felt very big just then.`,
      ],
      mastery: [
        `A little later the rumble came again, and this time ${w.name} did not wait.`,
        `${w.He} held out ${what} to ${asker.p}. "Some for you and some for me," ${w.he} said.`,
        `They munched side by side, and everything tasted even sweeter shared. ${w.name} felt warm from head to toe.`,
      ],
    };
  return {
    challenge: [
      ...asker.cameAlong,
      `${w.name} had brought ${what} along, and ${asker.p} could not stop looking at ${them}.`,
      `"Can I have a go?" asked ${asker.p}.`,
      `${w.name} held ${them} tight. "${thing.plural ? "They're" : "It's"} mine," ${w.he} said, but saying it did not feel nice at all.`,
    ],
    mastery: [
      `When they stopped to rest, ${w.name} held out ${what} to ${asker.p}. "We can share," ${w.he} said.`,
      `${asker.P} beamed, and soon ${asker.many ? 'they were all' : 'the two of them were'} laughing together.`,
      `Sharing makes everything twice as much fun, ${w.name} thought, and ${w.his} heart felt big and bright.`,
    ],
  };
}

function sharedThingDe(w: DeWords, asker: Asker, thing: SharedThing): Scenes {
  const them = { '': 'es', e: 'sie', en: 'ihn' }[thing.ending];
  const what = `${w.sein(thing.ending, { '': 'das', e: 'die', en: 'den' }[thing.ending])} ${thing.noun}`;
  if (thing.food)
    return {
      challenge: [
        ...asker.cameAlong,
        `${w.name} hatte ${what} dabei, und das Tütchen war schon fast leer.`,
        `Unterwegs knurrte es auf einmal ganz laut, und ${asker.p} kicherte: „Oje, das war mein Bauch.“`,
        `${w.Er} hielt ${them} fest und sagte nichts, denn Teilen fühlte sich in diesem Moment ganz schön schwer an.`,
      ],
      mastery: [
        `Ein bisschen später knurrte es schon wieder, und diesmal wartete ${w.name} nicht lange.`,
        `${w.Er} holte ${what} hervor und hielt ${them} ${asker.pDat} hin. „Etwas für dich und etwas für mich“, sagte ${w.er}.`,
        `Sie knabberten nebeneinander, und geteilt schmeckte alles noch besser. ${w.name} wurde es ganz warm ums Herz.`,
      ],
    };
  return {
    challenge: [
      ...asker.cameAlong,
      `${w.name} hatte ${what} dabei, und ${asker.p} konnte gar nicht aufhören hinzuschauen.`,
      `„Darf ich auch mal?“, fragte ${asker.p}.`,
      `Schnell hielt ${w.name} ${them} fest. „Meins!“, sagte ${w.er}, aber das fühlte sich gar nicht gut an.`,
    ],
    mastery: [
      `Als ${asker.many ? 'alle' : 'die beiden'} eine Pause machten, holte ${w.name} ${what} hervor und hielt ${them} ${asker.pDat} hin. „Wir teilen“, sagte ${w.er}.`,
      `${asker.P} strahlte, und bald lachten ${asker.many ? 'alle' : 'die beiden'} zusammen.`,
      `Zusammen macht alles doppelt so viel Spaß, dachte ${w.name}, und im Herzen wurde es ganz groß und hell.`,
    ],
  };
}

type Tell<W> = (w: W, said: string, typed: string) => Scenes;
type TellWithPerson<W> = (w: W & PersonWords, typed: string) => Scenes;

/**
 * Sharing variants that tell the thing the goal names, when it names one: asked for by the
 * companion (`companion`) or by the person the goal names (`person`); else the variant as written.
 */
function thingFirst<W extends { pal: string }>(
  language: 'en' | 'de',
  tellThing: (w: W, asker: Asker, thing: SharedThing) => Scenes,
) {
  return {
    companion: (tells: Tell<W>[]): Tell<W>[] =>
      tells.map((tell) => (w, said, typed) => {
        const thing = sharedThing(typed, language);
        return thing ? tellThing(w, { p: w.pal, P: w.pal, pDat: w.pal, cameAlong: [] }, thing) : tell(w, said, typed);
      }),
    person: (tells: TellWithPerson<W>[]): TellWithPerson<W>[] =>
      tells.map((tell) => (w, typed) => {
        const thing = sharedThing(typed, language);
        return thing ? tellThing(w, { ...w, many: true }, thing) : tell(w, typed);
      }),
  };
}

export const thingFirstEn = thingFirst<EnWords>('en', sharedThingEn);
export const thingFirstDe = thingFirst<DeWords>('de', sharedThingDe);
