import type { StoryPlan } from '@dreamweaver/contracts';

// How a child is drawn: the look of the hero (from the plan, or for the old engine from what the
// parent wrote) and of the brothers, sisters and friends drawn beside them.

type HeroClothes = 'pyjamas' | 'top-and-trousers' | 'dress' | 'skirt' | 'dungarees';
export type HeroHairStyle = 'cap' | 'short' | 'curly' | 'long' | 'long-curly' | 'braids' | 'ponytail';
/** The pattern on the pyjamas: the plan's, or plain piping when the parent named none. */
export type PyjamasPattern = NonNullable<StoryPlan['hero']['look']['pyjamas']> | 'plain';

export interface HeroLook {
  /** The favourite colour: the top and trousers, the pyjamas, or the clothes the parent named. */
  outfit: string;
  clothes: HeroClothes;
  skin: string;
  hair: string;
  hairStyle: HeroHairStyle;
  glasses: boolean;
  freckles: boolean;
  pyjamas: PyjamasPattern;
  /** Wellies or boots in their colour, when the parent named them; else dark shoes. */
  boots?: string;
  hearingAid?: boolean;
  prosthesis?: boolean;
}

const HAIR_PAINTS: Readonly<Record<string, string>> = {
  red: '#b5472a',
  blond: '#e3c16f',
  brown: '#6b4226',
  black: '#1f1a1a',
  dark: '#3b2a20',
  light: '#c9a66b',
};
const SKIN_PAINTS: Readonly<Record<string, string>> = {
  light: '#f6d7c3',
  medium: '#d9a27e',
  olive: '#c8996c',
  brown: '#9a6440',
  dark: '#6b4530',
};

/**
 * The look a parent did not describe. One fixed mid skin tone and dark-brown hair in a short,
 * neither-boyish-nor-girlish cut, the same for every child: a mid tone reads as "a child" rather
 * than as any one origin, and never changes from one story to the next; a parent who gives the
 * skin tone or hair gets exactly that.
 */
const NEUTRAL_SKIN = '#dcaa84';
const NEUTRAL_HAIR = '#4a3426';

const paint = (table: Readonly<Record<string, string>>, key: string | null | undefined, fallback: string) =>
  key && Object.hasOwn(table, key) ? table[key] : fallback;

/** What the parent wrote about a child's look (the old engine's free-text reading has this shape). */
interface DescribedLooks {
  hairColour?: string;
  curly?: boolean;
  long?: boolean;
  short?: boolean;
  braids?: boolean;
  ponytail?: boolean;
  glasses?: boolean;
  skin?: string;
  freckles?: boolean;
  clothes?: 'dress' | 'skirt' | 'dungarees';
}

function hairStyleOf(looks: DescribedLooks): HeroHairStyle {
  if (looks.braids) return 'braids';
  if (looks.ponytail) return 'ponytail';
  if (looks.long) return looks.curly ? 'long-curly' : 'long';
  if (looks.curly) return 'curly';
  return looks.short ? 'short' : 'cap';
}

/**
 * The look from what the parent wrote: pyjamas on the bedtime pictures (at home, at the start and
 * the end of the night); otherwise the clothes the parent named, or a top and trousers, in the
 * favourite colour. No dress unless the parent wrote one.
 */
function heroLookOf(looks: DescribedLooks, outfit: string, { bedtime }: { bedtime: boolean }): HeroLook {
  return {
    outfit,
    clothes: bedtime ? 'pyjamas' : (looks.clothes ?? 'top-and-trousers'),
    skin: paint(SKIN_PAINTS, looks.skin, NEUTRAL_SKIN),
    hair: paint(HAIR_PAINTS, looks.hairColour, NEUTRAL_HAIR),
    hairStyle: hairStyleOf(looks),
    glasses: looks.glasses === true,
    freckles: looks.freckles === true,
    pyjamas: 'plain',
  };
}

const NAMED_CLOTHES: Readonly<Record<string, 'dress' | 'skirt' | 'dungarees'>> = {
  dress: 'dress',
  'princess-dress': 'dress',
  skirt: 'skirt',
  dungarees: 'dungarees',
};
const BOOTS = new Set(['wellies', 'boots']);

/** The hero of a plan: their own look and aids, pyjamas at bedtime, else the clothes the parent named. */
export function planHeroLook(
  plan: StoryPlan,
  outfit: string,
  { bedtime, colourOf }: { bedtime: boolean; colourOf: (id: string | null) => string | undefined },
): HeroLook {
  const { look, aids } = plan.hero;
  const worn = plan.details.filter((d) => d.wanted && d.kind === 'clothing' && d.owner === null && d.lexeme);
  const named = worn.find((d) => Object.hasOwn(NAMED_CLOTHES, d.lexeme!));
  const boots = worn.find((d) => BOOTS.has(d.lexeme!));
  const base = heroLookOf(
    {
      hairColour: look.hairColour ?? undefined,
      curly: look.hairStyle === 'curly',
      long: look.hairStyle === 'long',
      short: look.hairStyle === 'short',
      braids: look.hairStyle === 'braids',
      ponytail: look.hairStyle === 'ponytail',
      glasses: aids.includes('glasses'),
      skin: look.skinTone ?? undefined,
      freckles: look.freckles,
      clothes: named ? NAMED_CLOTHES[named.lexeme!] : undefined,
    },
    (named && colourOf(named.colour)) ?? outfit,
    { bedtime },
  );
  return {
    ...base,
    outfit: bedtime ? outfit : base.outfit,
    pyjamas: look.pyjamas ?? 'plain',
    boots: boots && !bedtime ? (colourOf(boots.colour) ?? '#f2c94c') : undefined,
    hearingAid: aids.includes('hearing-aid'),
    prosthesis: aids.includes('prosthesis'),
  };
}
