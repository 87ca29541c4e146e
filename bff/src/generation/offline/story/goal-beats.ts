import type { Language } from '@dreamweaver/contracts';
import { capitalise, possessiveEn } from './grammar.ts';
import type { Pronoun } from './hero.ts';

// The single seam between the story and the parent's goal and achievement. The parent's words are
// never pasted after a colon or inside quotes: each phrase goes into one grammatical frame that
// fits its form (an infinitive, a gerund, a nominalised verb, a noun phrase, a whole sentence).
// A library of recognised bedtime themes (tellGoal/tellAchievement of offline/themes) replaces
// these frames once it is there; the interface is the same.

export interface HeroWords {
  name: string;
  pronoun: Pronoun;
  /** The companion's own name. */
  companion: string;
  /** Localised species, e.g. "fox" / "Fuchs". */
  companionSpecies: string;
}

export interface ToldGoal {
  themeId?: string;
  /** The hero meets it (a sentence each). */
  challenge: string[];
  /** The hero masters it, later in the story. */
  mastery: string[];
}

export interface ToldAchievement {
  themeId?: string;
  /** A proud memory in the story's own words. */
  memory: string[];
}

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)];

function tidy(phrase: string): string {
  return phrase.replace(/\s+/g, ' ').trim().replace(/^["„“”'»«]+|["„“”'»«]+$/g, '').replace(/[.!?;,:]+$/, '').trim();
}

const enVerbs = /^(?:be|feel|learn|sleep|share|try|say|stop|go|eat|brush|tidy|stay|listen|wait|make|get|keep|use|help|play|speak|ask|calm|let|put|give|take|clean|dress|swim|ride|read|write|count|trust|love|accept|welcome|cope|deal|handle|face|overcome|not)\b/i;
const enSubject = /^(?:he|she|they|i|we|you|it|my|our|his|her|their)\s+\w+/i;

function englishGoal(goal: string, hero: HeroWords, random: () => number): ToldGoal {
  const { name, companion } = hero;
  const his = hero.pronoun === 'he' ? 'his' : hero.pronoun === 'she' ? 'her' : possessiveEn(name);
  let phrase = tidy(goal).replace(/\bmy\b/gi, his).replace(/\bmyself\b/gi, hero.pronoun === 'he' ? 'himself' : hero.pronoun === 'she' ? 'herself' : 'all alone');
  phrase = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const soft = pick([`and it was not always easy`, `and some days it felt very hard`, `and ${companion} knew it was not easy`], random);
  if (/^to\s/i.test(phrase) || enVerbs.test(phrase)) {
    const inf = /^to\s/i.test(phrase) ? phrase : `to ${phrase}`;
    return {
      challenge: [`For a while now, ${name} had been trying very hard ${inf}, ${soft}.`],
      mastery: [pick([`And this time ${name} managed ${inf}, ${hero.pronoun === 'he' ? 'all by himself' : hero.pronoun === 'she' ? 'all by herself' : 'without any help at all'}.`, `This time, ${name} found out how ${inf}, and it felt wonderful.`], random)],
    };
  }
  if (/^\w+ing\b/i.test(phrase)) {
    return {
      challenge: [`For a while now, ${name} had been practising ${phrase}, ${soft}.`],
      mastery: [pick([`This time ${name} was really good at ${phrase}, and ${companion} beamed.`, `And this time, ${phrase} came easily to ${name}.`], random)],
    };
  }
  if (enSubject.test(phrase)) {
    // A whole sentence: told about, not quoted.
    return {
      challenge: [`${name} thought of what Mum and Dad had said at bedtime, about something ${name} wanted to get better at, ${soft}.`],
      mastery: [`And this time, ${name} got it right, just the way Mum and Dad had hoped.`],
    };
  }
  const np = /^(?:a|an|the|his|her|their|some|being)\b/i.test(phrase) ? phrase : phrase;
  return {
    challenge: [`For a while now, ${name} had been thinking a lot about ${np}, ${soft}.`],
    mastery: [`This time, ${np} did not feel so big any more, and ${name} smiled.`],
  };
}

const deArticle = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinen|meinem|sein|seine|seinen|ihr|ihre|ihren)\b/i;
const deSubject = /^(?:er|sie|ich|wir|es|du|man)\s+\p{L}+/iu;

function germanGoal(goal: string, hero: HeroWords, random: () => number): ToldGoal {
  const { name, companion } = hero;
  const phrase = tidy(goal);
  const main = phrase.split(',')[0].trim();
  const last = main.split(' ').at(-1) ?? '';
  const soft = pick(['und das war nicht immer leicht', 'und manchmal war das ganz schön schwer', `und ${companion} wusste, wie schwer das manchmal war`], random);
  if (deSubject.test(phrase)) {
    return {
      challenge: [`${name} dachte an das, was Mama und Papa beim Zubettgehen gesagt hatten, ${soft}.`],
      mastery: [`Und diesmal machte ${name} es genau richtig, so wie Mama und Papa es sich gewünscht hatten.`],
    };
  }
  // An infinitive phrase: „geduldig mit der kleinen Schwester sein“, „allein einschlafen“.
  if (/^\p{Ll}/u.test(last) && /(?:en|ern|eln|sein|tun)$/u.test(last) && !/^\p{Lu}/u.test(main)) {
    const lower = phrase.charAt(0).toLowerCase() + phrase.slice(1);
    return {
      challenge: [`${name} wollte so gern ${lower}, ${soft}.`],
      mastery: [pick([`Und diesmal konnte ${name} es, ganz von allein.`, `Und diesmal klappte es, und ${name} war ganz stolz.`], random)],
    };
  }
  // A noun or a nominalised verb: „Teilen mit anderen“ → ums Teilen mit anderen.
  const first = phrase.split(' ')[0];
  const um = deArticle.test(phrase) ? `um ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}` : /^\p{Lu}\p{Ll}+en$/u.test(first) ? `ums ${phrase}` : `um ${phrase}`;
  return {
    challenge: [`In letzter Zeit ging es für ${name} oft ${um}, ${soft}.`],
    mastery: [pick([`Und diesmal fiel es ${name} gar nicht mehr schwer.`, `Diesmal klappte es, und ${companion} strahlte.`], random)],
  };
}

export function tellGoal(goal: string, language: Language, hero: HeroWords, random: () => number): ToldGoal {
  return language === 'de' ? germanGoal(goal, hero, random) : englishGoal(goal, hero, random);
}

const enPredicate = /^(?:has|had|is|was|can|could|learned|learnt|lost|won|got|rode|swam|tied|started|finished|did|made|built|scored|passed|read|went|climbed|became|played|sang|danced|drew|painted|wrote|slept|ate|helped|caught|jumped|ran|walked|visited|tried)\s/i;
const dePredicate = /^(?:hat|ist|kann|konnte|darf|durfte|war|fährt|schwimmt|liest|geht|spielt|schläft)\s/u;

function englishAchievement(text: string, hero: HeroWords, random: () => number, firstPerson: boolean): ToldAchievement {
  const { name, companion } = hero;
  const he = hero.pronoun === 'they' ? name : hero.pronoun;
  const his = hero.pronoun === 'he' ? 'his' : hero.pronoun === 'she' ? 'her' : possessiveEn(name);
  const phrase = tidy(text).replace(/\bmy\b/gi, his);
  if (firstPerson) {
    const when = phrase.replace(/\s+(?:yesterday|today|last week|this week|recently|the other day)$/i, '');
    return { memory: [pick([`${name} remembered the day ${he} ${when}, and a warm, proud feeling filled ${his} chest.`, `${companion} asked about the day ${name} ${when}, and ${name} told the whole story, glowing with pride.`], random)] };
  }
  if (enPredicate.test(phrase)) return { memory: [pick([`"Guess what?" said ${companion} proudly. "${name} ${phrase}!"`, `${companion} told everyone that ${name} ${phrase}, and ${name} glowed with pride.`], random)] };
  const np = /^(?:a|an|the|his|her|their|\d)/i.test(phrase) ? phrase : `the ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  return { memory: [`${name} thought of ${np}, and a warm, proud feeling filled ${his} chest.`] };
}

function germanAchievement(text: string, hero: HeroWords, random: () => number, firstPerson: boolean): ToldAchievement {
  const { name, companion } = hero;
  const he = hero.pronoun === 'he' ? 'er' : hero.pronoun === 'she' ? 'sie' : name;
  const poss = (ending: string) => (hero.pronoun === 'he' ? `sein${ending}` : hero.pronoun === 'she' ? `ihr${ending}` : ({ '': 'das', e: 'die', en: 'den', em: 'dem', er: 'der' } as Record<string, string>)[ending]);
  const phrase = tidy(text).replace(/\bmein(e[nmr]?|)\b/g, (_, ending: string) => poss(ending));
  if (firstPerson) {
    const had = /(?:gefahren|gegangen|gekommen|geflogen|gesprungen|geschwommen|geworden|gewesen|geklettert)$/u.test(phrase) ? 'war' : 'hatte';
    return { memory: [pick([`${name} dachte an den Tag, an dem ${he} ${phrase} ${had}, und wurde ganz warm vor Stolz.`, `${companion} wollte alles über den Tag wissen, an dem ${he} ${phrase} ${had}, und ${name} erzählte strahlend davon.`], random)] };
  }
  // „schwimmen gelernt“: a participle phrase as the child would say it after „Ich habe“.
  if (!dePredicate.test(phrase) && /(?:ge\p{L}+(?:t|en)|\p{L}+iert)$/u.test(phrase)) return germanAchievement(text, hero, random, true);
  if (dePredicate.test(phrase)) return { memory: [pick([`„Weißt du was?“, sagte ${companion} stolz. „${name} ${phrase}!“`, `${companion} erzählte allen, dass ${name} ${phrase.replace(/^(\S+)\s(.*)$/u, '$2 $1')}, und ${name} strahlte vor Stolz.`], random)] };
  return { memory: [`${name} dachte an ${phrase.charAt(0).toLowerCase() === phrase.charAt(0) ? phrase : phrase}, und wurde ganz warm vor Stolz.`] };
}

/** `firstPerson`: the phrase is how the child would say it ("learned to ride a bike"), read from the free text. */
export function tellAchievement(achievement: string, language: Language, hero: HeroWords, random: () => number, firstPerson = false): ToldAchievement {
  return language === 'de' ? germanAchievement(achievement, hero, random, firstPerson) : englishAchievement(achievement, hero, random, firstPerson);
}

export { capitalise };
