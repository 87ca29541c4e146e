import {
  SIBLING_ROLES,
  splitSentences,
  type Language,
  type SiblingRole,
  type StorySibling,
} from '@dreamweaver/contracts';
import type { StoryBrief } from '../engine.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { StoryPlan } from './story-plan.ts';
import { roleBeatLine, siblingWords } from './sibling-roles.ts';
import { toldWords } from './story/assemble.ts';
import type { Words } from './story/types.ts';
import { genitiveDe, possessiveEn } from './story/grammar.ts';
import { littleBabyLines, littleClosing, littleOpening, littleRoleLines, type SiblingLine } from './siblings-little.ts';

// Brothers and sisters in an offline story (the request's `siblings`). The storyteller's beats tell
// the hero's story; each scene then gets a line in which a sibling plays their part: the opening
// says who came along (after its first sentence); each sibling's role is acted out in the plot's
// own beat for it (sibling-roles.ts: the helper at the obstacle, the finder spotting what the plot
// needs, the comforter at the scary or tender moment); the other middle scenes end with a general
// line of a sibling's role in turn; and the last scene says, after its first sentence, that they
// fall asleep together. A baby (not yet two) has no role to act: carried in a sling, they coo,
// hold a finger and sleep, every other scene.

/** A sibling as the story tells them: the name, how they are related to the hero, and their role. */
export interface ToldSibling {
  name: string;
  role: SiblingRole;
  /** "big brother", „kleine Schwester“, by the pronoun and the ages. */
  relation: Record<Language, string>;
  /** Not yet two: carried along, cooing and asleep, never leading the way or wrapping scarves round everyone. */
  baby: boolean;
}

/** The age up to which a brother or sister is a baby in the story. */
const BABY_AGE = 1;

/** Not yet two, and younger than the hero: a twin is never carried by the other. */
const isBaby = (sibling: StorySibling, heroAge: number | undefined) =>
  sibling.age !== undefined && sibling.age <= BABY_AGE && (heroAge === undefined || heroAge > sibling.age);

type Line = SiblingLine;

const roleLines: Record<Language, Record<SiblingRole, Line[]>> = {
  en: {
    helper: [
      (s, hero) => `${s.name} held out a hand to ${hero} wherever the path grew steep.`,
      (s, hero) => `${s.name} carried the little lantern and lit the way for ${hero}.`,
      (s, hero) => `${s.name} went first wherever the way was tricky, and waited for ${hero} on the other side.`,
      (s) => `${s.name} counted everyone, twice, to make sure nobody was left behind.`,
    ],
    finder: [
      (s) => `It was ${s.name} who spotted it first: a tiny glimmer on the ground, like a fallen star.`,
      (s) => `${s.name} pointed at a shooting star and whispered, "Look, over there!"`,
      (s) => `${s.name} found a soft feather on the ground and tucked it safely into a pocket.`,
      (s) => `${s.name}'s sharp eyes noticed a little trail of footprints that nobody else had seen.`,
    ],
    comforter: [
      (s) => `${s.name} hummed a quiet tune, and everyone felt brave and cosy.`,
      (s, _hero, heroPossessive) => `${s.name} gave ${heroPossessive} hand a gentle squeeze and smiled.`,
      // Not "Everything is all right": said where nothing was wrong (a greeting), it reads as a slip.
      (s) => `${s.name} kept checking that everyone was warm and happy.`,
      (s) => `${s.name} wrapped a warm scarf around everyone's shoulders.`,
    ],
  },
  de: {
    helper: [
      (s, hero) => `${s.name} reichte ${hero} die Hand, wo der Weg steil wurde.`,
      (s, hero) => `${s.name} trug die kleine Laterne und leuchtete ${hero} den Weg.`,
      (s, hero) =>
        `${s.name} ging überall voran, wo der Weg schwierig wurde, und wartete auf der anderen Seite auf ${hero}.`,
      (s) => `${s.name} zählte alle durch, zweimal, damit niemand zurückblieb.`,
    ],
    finder: [
      (s) => `${s.name} entdeckte als Erstes ein winziges Glitzern am Boden, wie ein heruntergefallener Stern.`,
      (s) => `${s.name} zeigte auf eine Sternschnuppe und flüsterte: „Schau mal, da drüben!“`,
      (s) => `${s.name} fand eine weiche Feder am Boden und steckte sie vorsichtig ein.`,
      (s) => `${s.name} bemerkte mit scharfen Augen eine kleine Spur, die sonst niemand gesehen hatte.`,
    ],
    comforter: [
      (s) => `${s.name} summte leise ein Lied, und alle fühlten sich mutig und geborgen.`,
      (s, hero) => `${s.name} drückte ${hero} sanft die Hand und lächelte.`,
      (s) => `${s.name} schaute immer wieder, ob es allen warm und gut ging.`,
      (s) => `${s.name} legte allen einen warmen Schal um die Schultern.`,
    ],
  },
};

/** What a baby brother or sister does on the way, whatever role the form gave them. */
const babyLines: Record<Language, Line[]> = {
  en: [
    (s) => `${s.name} gave a tiny, sleepy coo, and everyone smiled.`,
    (s, _hero, heroPossessive) =>
      `${s.name} held on to ${heroPossessive} finger with a tiny hand and would not let go.`,
    (s) => `${s.name} blew a little bubble and gurgled at the lights.`,
    (s) => `${s.name} slept right through it, snug and warm.`,
  ],
  de: [
    (s) => `${s.name} gluckste leise und verschlafen, und alle mussten lächeln.`,
    (s, _hero, heroPossessive) =>
      `${s.name} hielt ${heroPossessive} Finger mit einer winzigen Hand fest und ließ nicht mehr los.`,
    (s) => `${s.name} machte eine kleine Spuckeblase und brabbelte den Lichtern etwas zu.`,
    (s) => `${s.name} schlief einfach weiter, warm und eingekuschelt.`,
  ],
};

/**
 * A second sibling of a role joins the first one's plot beat with a line of their own, right after
 * it (two helpers at the obstacle, two finders at the find): before, only the first had the beat.
 */
const joinLines: Record<'line' | 'little', Record<Language, Record<SiblingRole, Line>>> = {
  line: {
    en: {
      helper: (s) => `${s.name} lent a hand too, and with two helpers everything was easy.`,
      finder: (s) => `"Yes, there!" called ${s.name}, only a heartbeat behind.`,
      comforter: (s, hero) => `${s.name} came close on the other side, so that ${hero} was safe in the middle.`,
    },
    de: {
      helper: (s) => `${s.name} packte auch mit an, und mit zwei Helfern war alles ganz leicht.`,
      finder: (s) => `„Stimmt, da!“, rief ${s.name}, nur einen Wimpernschlag später.`,
      comforter: (s, hero) => `${s.name} kam auf die andere Seite, und so war ${hero} gut behütet in der Mitte.`,
    },
  },
  little: {
    en: {
      helper: (s) => `${s.name} helps too. Two helpers!`,
      finder: (s) => `"There!" says ${s.name} too.`,
      comforter: (s, hero) => `${s.name} comes close too. ${hero} is in the middle.`,
    },
    de: {
      helper: (s) => `${s.name} hilft auch mit. Zwei Helfer!`,
      finder: (s) => `„Da!“, ruft ${s.name} auch.`,
      comforter: (s, hero) => `${s.name} kommt auch ganz nah. ${hero} ist in der Mitte.`,
    },
  },
};

/** "a, b and c" / „a, b und c“. */
function list(items: string[], language: Language): string {
  const and = language === 'de' ? 'und' : 'and';
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The hero's name as an owner, as the rest of the story writes it: „Mats’“, „Mias“, "Mia's", "James'". */
const possessive = (name: string, language: Language) => (language === 'de' ? genitiveDe(name) : possessiveEn(name));

function relationOf(sibling: StorySibling, heroAge: number | undefined): Record<Language, string> {
  const older = sibling.age !== undefined && heroAge !== undefined && sibling.age > heroAge;
  const younger = sibling.age !== undefined && heroAge !== undefined && sibling.age < heroAge;
  const baby = isBaby(sibling, heroAge);
  const size = {
    en: baby ? 'baby ' : older ? 'big ' : younger ? 'little ' : '',
    de: older ? 'groß' : younger ? 'klein' : '',
  };
  // German after a genitive name declines strongly: großer Bruder, große Schwester, großes Geschwisterkind.
  if (sibling.pronoun === 'he') return { en: `${size.en}brother`, de: `${size.de ? `${size.de}er ` : ''}Bruder` };
  if (sibling.pronoun === 'she') return { en: `${size.en}sister`, de: `${size.de ? `${size.de}e ` : ''}Schwester` };
  return { en: `${size.en}sibling`, de: `${size.de ? `${size.de}es ` : ''}Geschwisterkind` };
}

/** Who does what: the role the parent chose, else by age (the older one helps, the little one finds the clue). */
function roleOf(sibling: StorySibling, heroAge: number | undefined, index: number): SiblingRole {
  if (sibling.role) return sibling.role;
  if (sibling.age !== undefined && heroAge !== undefined && sibling.age !== heroAge)
    return sibling.age > heroAge ? 'helper' : 'finder';
  return index === 0 ? 'helper' : 'comforter';
}

export function toldSiblings(brief: StoryBrief, heroAge: number | undefined): ToldSibling[] {
  return (brief.siblings ?? []).map((sibling, index) => ({
    name: sibling.name,
    role: roleOf(sibling, heroAge, index),
    relation: relationOf(sibling, heroAge),
    baby: isBaby(sibling, heroAge),
  }));
}

function openingLine(siblings: ToldSibling[], hero: string, language: Language, little: boolean): string {
  const who = siblings.map((s) => `${possessive(hero, language)} ${s.relation[language]} ${s.name}`);
  // A baby alone comes along carried.
  const carried = siblings.length === 1 && siblings[0].baby;
  if (little) return littleOpening(list(who, language), siblings.length > 1, carried, language);
  if (language === 'de')
    return `${list(who, language)} ${siblings.length > 1 ? 'waren' : 'war'} auch mit dabei${carried ? ', eingekuschelt im Tragetuch' : ''}.`;
  return `${list(who, language)} had come along too${carried ? ', snug in a sling' : ''}.`;
}

function closingLine(siblings: ToldSibling[], language: Language, little: boolean): string {
  const names = list(
    siblings.map((s) => s.name),
    language,
  );
  const many = siblings.length > 1;
  if (little)
    return littleClosing(
      names,
      many,
      siblings.every((s) => s.baby),
      language,
    );
  if (siblings.every((s) => s.baby)) {
    if (language === 'de')
      return `${names} ${many ? 'schliefen' : 'schlief'} schon tief und fest, die winzigen Fäuste eingerollt.`;
    return `${names} ${many ? 'were' : 'was'} already fast asleep, tiny fists curled up.`;
  }
  if (language === 'de')
    return `${names} ${siblings.length > 1 ? 'gähnten' : 'gähnte'} schon und ${siblings.length > 1 ? 'kuschelten' : 'kuschelte'} sich ganz nah heran.`;
  return `${names} ${siblings.length > 1 ? 'were' : 'was'} already yawning and snuggled up close.`;
}

/** After the scene's first sentence. */
function insertAfterFirst(text: string, line: string): string {
  const [first, ...rest] = splitSentences(text);
  return first === undefined ? line : [first, line, ...rest].join(' ');
}

/**
 * A line not yet told in this story: one of the sibling's own role if any is left, else any role's
 * (a long story with one sibling has more middle scenes than a role has lines); a baby's own lines,
 * each once, and then none.
 */
function nextLine(
  sibling: ToldSibling,
  language: Language,
  told: Set<Line>,
  random: SeededRandom,
  little: boolean,
): Line | undefined {
  const fresh = (lines: Line[]) => lines.filter((line) => !told.has(line));
  const roles = (little ? littleRoleLines : roleLines)[language];
  const own = sibling.baby ? fresh((little ? littleBabyLines : babyLines)[language]) : fresh(roles[sibling.role]);
  const pool = own.length > 0 || sibling.baby ? own : fresh(Object.values(roles).flat());
  if (sibling.baby && pool.length === 0) return undefined;
  const line = pool.length > 0 ? pool[random.int(0, pool.length - 1)] : roles[sibling.role][0];
  told.add(line);
  return line;
}

/** Each sibling's role acted out in the plot: the scene of its beat and the line, before the scene or at its end. */
function roleBeatsOf(siblings: ToldSibling[], brief: StoryBrief, plan: StoryPlan, w: Words) {
  const language = brief.language;
  const lines = new Map<number, { start: string[]; end: string[] }>();
  /** Where each role's beat was told: a second sibling of the role joins it there. */
  const roled = new Map<SiblingRole, { scene: number; at: 'start' | 'end' }>();
  const join = joinLines[w.ageGroup === 'toddler' ? 'little' : 'line'][language];
  // In the library's order (the helper, then the finder, then the comforter), so two lines in one scene read in turn.
  const byRole = siblings
    .map((sibling, i) => ({ sibling, i }))
    .sort((a, b) => SIBLING_ROLES.indexOf(a.sibling.role) - SIBLING_ROLES.indexOf(b.sibling.role));
  for (const { sibling, i } of byRole) {
    // A baby has no part to act: carried along, they coo and sleep in the scenes between.
    if (sibling.baby) continue;
    const first = roled.get(sibling.role);
    if (first) {
      // The second sibling of a role joins the first one's beat, right after their line.
      const at = lines.get(first.scene);
      at?.[first.at].push(join[sibling.role](sibling, plan.facts.name, possessive(plan.facts.name, language)));
      continue;
    }
    const words = siblingWords(sibling.name, brief.siblings?.[i]?.pronoun, language);
    const told = roleBeatLine(plan.plot, sibling.role, words, w);
    const scene = told ? plan.beats.indexOf(told.beat) : -1;
    if (!told || scene <= 0 || scene >= plan.beats.length - 1) continue;
    roled.set(sibling.role, { scene, at: told.at });
    const at = lines.get(scene) ?? { start: [], end: [] };
    at[told.at].push(told.text);
    lines.set(scene, at);
  }
  return lines;
}

/** The scenes with the siblings in them; unchanged without siblings. */
export function withSiblings(scenes: string[], brief: StoryBrief, plan: StoryPlan): string[] {
  const siblings = toldSiblings(brief, plan.facts.age);
  if (siblings.length === 0) return scenes;
  const language = brief.language;
  const hero = plan.facts.name;
  const random: SeededRandom = plan.random.fork(`siblings-${language}`);
  const told = new Set<Line>();
  const w = toldWords(plan, language);
  const roleBeats = roleBeatsOf(siblings, brief, plan, w);
  // A toddler's story is told in the present, in short sentences: so are the siblings in it.
  const little = w.ageGroup === 'toddler';
  return scenes.map((text, index) => {
    if (index === 0) return insertAfterFirst(text, openingLine(siblings, hero, language, little));
    if (index === scenes.length - 1) return insertAfterFirst(text, closingLine(siblings, language, little));
    const acted = roleBeats.get(index);
    if (acted) return [...acted.start, text, ...acted.end].join(' ');
    const sibling = siblings[(index - 1) % siblings.length];
    // A baby is told every other scene at most: a coo in every scene reads as a list.
    if (sibling.baby && index % 2 === 1) return text;
    const line = nextLine(sibling, language, told, random, little);
    // At the scene's end: in its middle, the line would come between a speaker and their words.
    return line ? `${text} ${line(sibling, hero, possessive(hero, language))}` : text;
  });
}
