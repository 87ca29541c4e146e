import type { PlanSibling, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { capitalise, type DeAdjective, type DeOwner, germanNounPhrase } from '../lexicon/noun-phrase.ts';
import { RELATIONS } from '../lexicon/relations.ts';
import { guideNameFor } from '../lexicon/settings/guide-name.ts';
import type { DeNounForms } from '../lexicon/types.ts';
import type { CastThing, SceneCast } from './cast.ts';
import { calledBy, type Hero, hourOf, kindForms, listed, thingEntry } from './describe-words.ts';
import { THING_WORDS } from './thing-words.ts';

// A picture described in German: who is in it (by name for the alt text, or without any name for
// an image model), what they do there, and who and what is drawn beside them, in the cases and
// with the possessives the lexicon builds.

const PYJAMAS = {
  stars: 'im Schlafanzug mit Sternen',
  stripes: 'im gestreiften Schlafanzug',
  spots: 'im gepunkteten Schlafanzug',
  dinosaurs: 'im Schlafanzug mit kleinen Dinosauriern',
  rainbows: 'im Schlafanzug mit Regenbögen',
  moons: 'im Schlafanzug mit Monden',
} as const;
const HAIR_COLOUR = { red: 'roten', blond: 'blonden', brown: 'braunen', black: 'schwarzen' } as const;
const SKIN = {
  light: 'heller Haut',
  medium: 'hellbrauner Haut',
  olive: 'olivfarbener Haut',
  brown: 'brauner Haut',
  dark: 'dunkler Haut',
} as const;
const AIDS = {
  glasses: 'einer Brille',
  'hearing-aid': 'einem Hörgerät',
  cane: 'einem weißen Langstock',
  walker: 'einem Rollator',
  prosthesis: 'einer Beinprothese',
} as const;
const ROLLSTUHL: DeNounForms = { noun: 'Rollstuhl', gender: 'm' };

function ownerOf(plan: StoryPlan, named: boolean): DeOwner {
  if (!named || plan.hero.pronoun === 'he') return { possessive: 'sein' };
  if (plan.hero.pronoun === 'she') return { possessive: 'ihr' };
  // With no pronoun, „Jörg und die Eule Wuschel“ (not „Jörg und Jörgs Eule“, the name twice in a row).
  return { definite: true };
}

function hairOf({ look }: Hero): string {
  const colour = look.hairColour ? `${HAIR_COLOUR[look.hairColour]} ` : '';
  if (look.hairStyle === 'braids') return `${colour}Zöpfen`;
  if (look.hairStyle === 'ponytail') return `einem ${colour}Pferdeschwanz`;
  const style = { curly: 'lockigen ', long: 'langen ', short: 'kurzen ' }[look.hairStyle ?? 'short'];
  return look.hairStyle || look.hairColour ? `${look.hairStyle ? style : ''}${colour}Haaren` : '';
}

function namelessHero(hero: Hero, bedtime: boolean, asleep: boolean): string {
  const features = [
    hairOf(hero),
    hero.look.skinTone ? SKIN[hero.look.skinTone] : '',
    hero.look.freckles ? 'Sommersprossen' : '',
    ...hero.aids.filter((aid) => aid !== 'wheelchair').map((aid) => AIDS[aid]),
  ].filter(Boolean);
  const age = hero.age !== null ? ` von etwa ${hero.age} Jahren` : '';
  const chair = hero.aids.includes('wheelchair') && !asleep ? ' im Rollstuhl' : '';
  const pyjamas = bedtime && !asleep ? ` ${hero.look.pyjamas ? PYJAMAS[hero.look.pyjamas] : 'im Schlafanzug'}` : '';
  return `ein Kind${age}${features.length ? ` mit ${listed(features, 'und')}` : ''}${chair}${pyjamas}`;
}

const SIBLING: Record<PlanSibling['pronoun'], DeNounForms> = {
  she: { noun: 'Schwester', gender: 'f' },
  he: { noun: 'Bruder', gender: 'm' },
  they: { noun: 'Geschwisterkind', gender: 'n' },
};

function sibling(s: PlanSibling, plan: StoryPlan, named: boolean): string {
  const heroAge = plan.hero.age;
  const older = s.age !== null && heroAge !== null && s.age > heroAge;
  const younger = s.age !== null && heroAge !== null && s.age < heroAge;
  if (!named) {
    const age: DeAdjective | undefined = older ? { stem: 'älter' } : younger ? { stem: 'jünger' } : undefined;
    return germanNounPhrase(SIBLING[s.pronoun], ownerOf(plan, false), age).ein.nom;
  }
  const size: DeAdjective | undefined = older ? { stem: 'groß' } : younger ? { stem: 'klein' } : undefined;
  return `${germanNounPhrase(SIBLING[s.pronoun], ownerOf(plan, true), size).sein.nom} ${s.name}`;
}

function companion(plan: StoryPlan, named: boolean): string {
  const { kind, name, toy } = plan.companion;
  const forms = kindForms(kind).de;
  const cuddly = toy && kind !== 'teddy' ? { ...forms, noun: `Kuschel${forms.noun.toLowerCase()}` } : forms;
  if (named) return `${germanNounPhrase(cuddly, ownerOf(plan, true)).sein.nom} ${name}`;
  return germanNounPhrase(cuddly, ownerOf(plan, false), toy ? undefined : { stem: 'klein' }).ein.nom;
}

interface Named {
  text: string;
  plural: boolean;
}

function thing(item: CastThing, plan: StoryPlan, named: boolean): Named | undefined {
  const entry = thingEntry(item);
  if (!entry) {
    const words = THING_WORDS[item.key];
    return words ? { text: words.de, plural: words.dePlural === true } : undefined;
  }
  const colour = item.detail?.colour ? lexicon.colour(item.detail.colour)?.forms.de : undefined;
  const phrase = germanNounPhrase(entry.forms.de, ownerOf(plan, named), colour);
  return { text: named && item.role === 'toy' ? phrase.sein.nom : phrase.ein.nom, plural: phrase.plural };
}

function others(cast: SceneCast, plan: StoryPlan, named: boolean): Named[] {
  const one = (text: string): Named => ({ text, plural: false });
  const owner = ownerOf(plan, named);
  const forms = (kind: string) => kindForms(kind).de;
  const guideName = guideNameFor(plan, 'de');
  const grownup = (relation: keyof typeof RELATIONS) =>
    germanNounPhrase({ noun: RELATIONS[relation].de.noun, gender: RELATIONS[relation].de.gender }, owner).sein.nom;
  return [
    ...cast.grownups.map((p) => one(named ? calledBy(p, 'de') : grownup(p.relation))),
    ...(cast.friend
      ? [one(named && cast.friend.name ? `${grownup('friend')} ${cast.friend.name}` : 'ein Freund')]
      : []),
    ...(cast.baby
      ? [one(named && cast.baby.name ? `Baby ${cast.baby.name} in einem Körbchen` : 'ein Baby in einem Körbchen')]
      : []),
    ...(cast.guide
      ? [
          one(
            named
              ? `${germanNounPhrase(forms(cast.guide.kind), owner).der.nom} ${guideName}`
              : germanNounPhrase(forms(cast.guide.kind), owner).ein.nom,
          ),
        ]
      : []),
    ...(cast.creature ? [one(germanNounPhrase(forms(cast.creature.kind), owner).ein.nom)] : []),
    ...(cast.homePet
      ? [
          one(
            named
              ? `${germanNounPhrase(forms(cast.homePet.kind), owner).sein.nom} ${cast.homePet.name}`
              : germanNounPhrase(forms(cast.homePet.kind), owner).ein.nom,
          ),
        ]
      : []),
    ...cast.things.map((item) => thing(item, plan, named)).filter((n): n is Named => n !== undefined),
  ];
}

const GARDEN = 'im Garten zu Hause';

function placeOf(cast: SceneCast, plan: StoryPlan): string {
  const garden = cast.landscape === 'home' && plan.setting.id !== 'home';
  return garden ? GARDEN : lexicon.setting(plan.setting.id).de.in;
}

/** What they do there: the verb for one and for several, and the rest of the clause. */
function action(cast: SceneCast, plan: StoryPlan, named: boolean): [string, string, string] {
  const place = placeOf(cast, plan);
  switch (cast.stage) {
    case 'bedroom':
      // The alt text tells the hour in the bedroom; an image model's prompt opens with it.
      return ['ist', 'sind', `in einem gemütlichen Kinderzimmer${named ? ', während es Abend wird' : ''}`];
    case 'living-room':
      return ['ist', 'sind', 'im gemütlichen Wohnzimmer zu Hause'];
    case 'flying':
      if (cast.landscape === 'sea') return ['schwebt', 'schweben', 'in einer schimmernden Blase nach Hause'];
      return [
        'fliegt',
        'fliegen',
        `auf einer Wolke${cast.landscape === 'space' ? ' neben einer Rakete' : ''} durch den Nachthimmel nach Hause`,
      ];
    case 'sky-hill':
      if (cast.landscape === 'sea') return ['schaut', 'schauen', `${place} durch das tiefblaue Wasser nach oben`];
      return ['steht', 'stehen', `${place} auf einem Hügel unter dem weiten Nachthimmel`];
    case 'outdoors':
      if (place === GARDEN) {
        if (cast.composition === 'journey') return ['geht', 'gehen', 'zu Hause den Gartenweg entlang'];
        if (cast.composition === 'close-up') return ['steht', 'stehen', `${place} dicht beieinander`];
        return ['ist', 'sind', `draußen ${place}`];
      }
      if (cast.composition === 'journey') return ['wandert', 'wandern', `${place} einen gewundenen Pfad entlang`];
      if (cast.composition === 'close-up') return ['steht', 'stehen', `${place} dicht beieinander`];
      return ['durchstreift', 'durchstreifen', `eine weite Landschaft ${place}`];
  }
}

const HOURS = { dusk: 'In der Abenddämmerung', evening: 'Am Abend', night: 'In der Nacht' } as const;

function nearby(besides: Named[]): string {
  if (besides.length === 0) return '';
  const verb = besides.length > 1 || besides[0].plural ? 'sind' : 'ist';
  return `in der Nähe ${verb} ${listed(
    besides.map((b) => b.text),
    'und',
  )}`;
}

/** Clauses after the first, joined with commas and the last with „und“. */
function clauses(first: string, rest: string[]): string {
  const more = rest.filter(Boolean);
  if (more.length === 0) return first;
  return `${[first, ...more.slice(0, -1)].join(', ')}, und ${more.at(-1)}`;
}

/** The picture in one German sentence; `named` for the alt text, without names for an image model. */
export function describeGerman(cast: SceneCast, plan: StoryPlan, named: boolean, night: number): string {
  const bedtime = cast.stage === 'bedroom' || cast.stage === 'living-room';
  const owner = ownerOf(plan, named);
  const chair = plan.hero.aids.includes('wheelchair');
  const hero = named
    ? `${plan.hero.name}${chair && !cast.asleep ? ` in ${germanNounPhrase(ROLLSTUHL, owner).sein.dat}` : ''}`
    : namelessHero(plan.hero, bedtime, cast.asleep);
  const children = [hero, ...cast.siblings.map((s) => sibling(s, plan, named))];
  const pal = cast.companion ? companion(plan, named) : undefined;
  const besides = nearby(others(cast, plan, named));
  if (cast.asleep) {
    const sleep = children.length > 1 ? 'schlafen aneinandergekuschelt im Bett' : 'schläft im Bett';
    const foot = pal ? `am Fußende liegt ${pal} zusammengerollt` : '';
    const ready = chair ? `neben dem Bett steht ${germanNounPhrase(ROLLSTUHL, owner).sein.nom} bereit` : '';
    return `${clauses(`${capitalise(listed(children, 'und'))} ${sleep}`, [foot, ready, besides])}.`;
  }
  const who = listed(pal ? [...children, pal] : children, 'und');
  const [one, several, rest] = action(cast, plan, named);
  const verb = pal || children.length > 1 ? several : one;
  if (named) return `${clauses(`${capitalise(who)} ${verb} ${rest}`, [besides])}.`;
  return `${clauses(`${HOURS[hourOf(night)]} ${verb} ${who} ${rest}`, [besides])}.`;
}
