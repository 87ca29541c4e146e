import type { PlanSibling, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { capitalise, englishArticle, englishNounPhrase } from '../lexicon/noun-phrase.ts';
import { RELATIONS } from '../lexicon/relations.ts';
import { guideNameFor } from '../lexicon/settings/guide-name.ts';
import type { CastThing, SceneCast } from './cast.ts';
import { calledBy, type Hero, hourOf, kindForms, listed, thingEntry } from './describe-words.ts';
import { THING_WORDS } from './thing-words.ts';

// A picture described in English: who is in it (by name for the alt text, or without any name
// for an image model, the child as "a child of about six"), what they do there, and who and what
// is drawn beside them.

const HIS = { he: 'his', she: 'her', they: 'their' } as const;
const a = (word: string) => `${englishArticle(word)} ${word}`;

const PYJAMAS = {
  stars: 'pyjamas with stars',
  stripes: 'striped pyjamas',
  spots: 'spotted pyjamas',
  dinosaurs: 'pyjamas with little dinosaurs',
  rainbows: 'pyjamas with rainbows',
  moons: 'pyjamas with moons',
} as const;
const HAIR_CUT = { curly: 'curly ', long: 'long ', short: 'short ', braids: '', ponytail: '' } as const;
const HAIR_TIED = { curly: '', long: '', short: '', braids: ' in braids', ponytail: ' in a ponytail' } as const;
const AIDS = {
  glasses: 'glasses',
  'hearing-aid': 'a hearing aid',
  cane: 'a white cane',
  walker: 'a walking frame',
  prosthesis: 'a prosthetic leg',
} as const;

/** The child without a name, for an image model: age, hair, skin, freckles, aids, and pyjamas at bedtime. */
function namelessHero(hero: Hero, bedtime: boolean, asleep: boolean): string {
  const { look, aids } = hero;
  const style = look.hairStyle;
  const hair =
    style || look.hairColour
      ? `${style ? HAIR_CUT[style] : ''}${look.hairColour ? `${look.hairColour} ` : ''}hair${style ? HAIR_TIED[style] : ''}`
      : '';
  const features = [
    hair,
    look.skinTone ? `${look.skinTone} skin` : '',
    look.freckles ? 'freckles' : '',
    ...aids.filter((aid) => aid !== 'wheelchair').map((aid) => AIDS[aid]),
  ].filter(Boolean);
  const age = hero.age !== null ? ` of about ${hero.age}` : '';
  const chair = aids.includes('wheelchair') && !asleep ? ' in a wheelchair' : '';
  const pyjamas = bedtime && !asleep ? ` in ${look.pyjamas ? PYJAMAS[look.pyjamas] : 'pyjamas'}` : '';
  return `a child${age}${features.length ? ` with ${listed(features, 'and')}` : ''}${chair}${pyjamas}`;
}

function sibling(s: PlanSibling, plan: StoryPlan, named: boolean): string {
  const kind = s.pronoun === 'she' ? 'sister' : s.pronoun === 'he' ? 'brother' : 'sibling';
  const heroAge = plan.hero.age;
  const older = s.age !== null && heroAge !== null && s.age > heroAge;
  const younger = s.age !== null && heroAge !== null && s.age < heroAge;
  if (!named) return older ? `an older ${kind}` : younger ? `a younger ${kind}` : a(kind);
  return `${HIS[plan.hero.pronoun]} ${older ? 'big ' : younger ? 'little ' : ''}${kind} ${s.name}`;
}

function companion(plan: StoryPlan, named: boolean): string {
  const { kind, name, toy } = plan.companion;
  const noun = kindForms(kind).en.noun;
  const soft = toy && kind !== 'teddy';
  if (named) return `${HIS[plan.hero.pronoun]} ${soft ? 'toy ' : ''}${noun} ${name}`;
  return a(`${soft ? 'cuddly toy ' : toy ? '' : 'small '}${noun}`);
}

function thing(item: CastThing, plan: StoryPlan, named: boolean): string {
  const entry = thingEntry(item);
  if (!entry) return THING_WORDS[item.key]?.en ?? '';
  const colour = item.detail?.colour ? lexicon.colour(item.detail.colour)?.forms.en.adjective : undefined;
  const phrase = englishNounPhrase(entry.forms.en, HIS[plan.hero.pronoun], colour);
  return named && (item.role === 'toy' || item.role === 'prop') ? phrase.his : phrase.a;
}

/** Who and what is drawn beside the child and the companion. */
function others(cast: SceneCast, plan: StoryPlan, named: boolean): string[] {
  const noun = (kind: string) => kindForms(kind).en.noun;
  const his = HIS[plan.hero.pronoun];
  return [
    ...cast.grownups.map((p) => (named ? calledBy(p, 'en') : `${his} ${RELATIONS[p.relation].en.noun}`)),
    ...(cast.friend ? [named && cast.friend.name ? `${his} friend ${cast.friend.name}` : 'a friend'] : []),
    ...(cast.baby ? [named && cast.baby.name ? `baby ${cast.baby.name} in a basket` : 'a baby in a basket'] : []),
    ...(cast.guide
      ? [named ? `${guideNameFor(plan, 'en')} the ${noun(cast.guide.kind)}` : a(noun(cast.guide.kind))]
      : []),
    ...(cast.creature ? [a(noun(cast.creature.kind))] : []),
    ...(cast.homePet
      ? [named ? `${cast.homePet.name} the ${noun(cast.homePet.kind)}` : a(noun(cast.homePet.kind))]
      : []),
    ...cast.things.map((item) => thing(item, plan, named)),
  ].filter(Boolean);
}

const GARDEN = 'in the garden at home';

/** Where they are: the garden at home, or the story's place. */
function placeOf(cast: SceneCast, plan: StoryPlan): string {
  const garden = cast.landscape === 'home' && plan.setting.id !== 'home';
  return garden ? GARDEN : lexicon.setting(plan.setting.id).en.in;
}

/** What they do there: [said of one, said of several]. */
function action(cast: SceneCast, plan: StoryPlan, named: boolean): [string, string] {
  const place = placeOf(cast, plan);
  // The alt text tells the hour in the bedroom; an image model's prompt says it after every picture.
  const evening = named ? ' as evening falls' : '';
  const both = (one: string, several: string, rest = ''): [string, string] => [`${one}${rest}`, `${several}${rest}`];
  switch (cast.stage) {
    case 'bedroom':
      return both('is', 'are', ` in a cosy bedroom${evening}`);
    case 'living-room':
      return both('is', 'are', ' in the cosy living room at home');
    case 'flying':
      if (cast.landscape === 'sea') return both('floats', 'float', ' home inside a shining bubble');
      return both(
        'flies',
        'fly',
        ` home on a cloud${cast.landscape === 'space' ? ' beside a rocket' : ''} through the night sky`,
      );
    case 'sky-hill':
      if (cast.landscape === 'sea') return both('looks', 'look', ` up through the deep blue water ${place}`);
      return both('stands', 'stand', ` on a hilltop under the wide night sky ${place}`);
    case 'outdoors':
      if (place === GARDEN) {
        if (cast.composition === 'journey') return both('sets', 'set', ` off down the garden path at home`);
        return cast.composition === 'close-up'
          ? [`stands ${place}`, `stand close together ${place}`]
          : both('is', 'are', ` out ${place}`);
      }
      if (cast.composition === 'journey') return both('sets', 'set', ` off along a winding path ${place}`);
      if (cast.composition === 'close-up') return [`stands ${place}`, `stand close together ${place}`];
      return both('crosses', 'cross', ` a wide landscape ${place}`);
  }
}

function asleep(plan: StoryPlan, who: string[], pal: string | undefined, named: boolean, hour: string): string {
  const his = named ? HIS[plan.hero.pronoun] : 'a';
  return [
    `${listed(who, 'and')} ${who.length > 1 ? 'are' : 'is'} asleep in bed${hour}${who.length > 1 ? ', snuggled up together' : ''}`,
    pal ? `, with ${pal} curled up at its foot` : '',
    plan.hero.aids.includes('wheelchair') ? `, ${his} wheelchair ready beside the bed` : '',
  ].join('');
}

const HOURS = { dusk: ' at dusk', evening: ' in the evening', night: ' at night' } as const;

/** The picture in one English sentence; `named` for the alt text, without names for an image model. */
export function describeEnglish(cast: SceneCast, plan: StoryPlan, named: boolean, night: number): string {
  const bedtime = cast.stage === 'bedroom' || cast.stage === 'living-room';
  const hero = named
    ? `${plan.hero.name}${plan.hero.aids.includes('wheelchair') && !cast.asleep ? ` in ${HIS[plan.hero.pronoun]} wheelchair` : ''}`
    : namelessHero(plan.hero, bedtime, cast.asleep);
  const children = [hero, ...cast.siblings.map((s) => sibling(s, plan, named))];
  const pal = cast.companion ? companion(plan, named) : undefined;
  const besides = others(cast, plan, named);
  const hour = named ? '' : HOURS[hourOf(night)];
  if (cast.asleep) {
    const near = besides.length ? `, and ${listed(besides, 'and')} nearby` : '';
    return `${capitalise(asleep(plan, children, pal, named, hour))}${near}.`;
  }
  const who = pal ? [...children, pal] : children;
  const [one, several] = action(cast, plan, named);
  const near = besides.length ? `, with ${listed(besides, 'and')} nearby` : '';
  return `${capitalise(listed(who, 'and'))} ${who.length > 1 ? several : one}${hour}${near}.`;
}

/** The hero and the companion without any name, for an image model: the same in every picture of a story. */
export function describeHeroForPictures(plan: StoryPlan): string {
  const hero = namelessHero(plan.hero, false, false);
  return `${hero}, always together with ${companion(plan, false)}`;
}
