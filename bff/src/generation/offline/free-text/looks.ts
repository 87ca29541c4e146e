// How the child looks, as far as the parent wrote it (en and de): hair colour and kind, glasses,
// skin tone, freckles, and clothes the parent named. Only what is written about the child counts:
// a clause that speaks of someone else ("her brother has red hair", „Papa trägt eine Brille“) or
// denies it ("no glasses", „keine Brille“) says nothing about the child's own look.

export type HairColour = 'red' | 'blond' | 'brown' | 'black' | 'dark' | 'light';
export type SkinTone = 'light' | 'medium' | 'olive' | 'brown' | 'dark';
/** Clothes a picture only draws when the parent wrote them. */
type NamedClothes = 'dress' | 'skirt' | 'dungarees';

export interface ChildLooks {
  hairColour?: HairColour;
  curly?: boolean;
  long?: boolean;
  short?: boolean;
  braids?: boolean;
  ponytail?: boolean;
  glasses?: boolean;
  skin?: SkinTone;
  freckles?: boolean;
  clothes?: NamedClothes;
}

/** Words for other people (and the companion's kind of talk): a clause with one of these is about them. */
const someoneElse =
  /\b(?:sister|brother|sibling|mum|mom|mommy|mummy|mother|dad|daddy|father|papa|mama|grand\w*|granny|grandma|grandpa|nana|aunt\w*|uncle|cousin|friend\w*|teacher|baby|dog|cat|teddy|doll|bear|schwester\w*|bruder|brüder\w*|geschwister\w*|mutter|mutti|vater|vati|oma|opa|tante|onkel|cousin\w*|freund\w*|lehrer\w*|puppe|kuscheltier\w*|hund\w*|katze\w*)\b/iu;
const denied = /\b(?:no|not|never|without|n't|doesn't|don't|isn't|hasn't|kein\w*|nicht|nie|ohne)\b|n't\b/iu;

/** Clauses: sentences and their parts after "but"/"aber" and commas, so "Mia has curls, her brother red hair" splits. */
function clausesOf(texts: (string | undefined)[]): string[] {
  return texts
    .filter((t): t is string => Boolean(t?.trim()))
    .join('. ')
    .split(/[.!?;\n]+|,|\b(?:but|and his|and her|aber|und (?:ihr|sein|ihre|seine))\b/iu)
    .map((c) => c.trim())
    .filter(Boolean);
}

const hairColours: [HairColour, RegExp][] = [
  [
    'red',
    /\b(?:red|ginger|auburn|strawberry[- ]blond\w*)[- ]?(?:haired|hair|curls|locks)\b|\bredhead\b|\b(?:rote|roten|rotes|rotblonde\w*)\s+(?:haare|locken|zöpfe|zopf)|\brothaarig\w*|\brotschopf\b|\b(?:hair|haare)\s+(?:is|are|sind|ist)\s+(?:red|ginger|rot)\b/iu,
  ],
  [
    'blond',
    /\b(?:blond|blonde|golden|fair)[- ]?(?:haired|hair|curls|locks)\b|\b(?:is|very)\s+blonde?\b|\b(?:blonde|blonden|blondes)\s+(?:haare|locken|zöpfe|zopf)|\bblond\w*\s+(?:haare|locken)|\b(?:ist|hat)\s+(?:ganz\s+)?blond\b|\b(?:hair|haare)\s+(?:is|are|sind|ist)\s+(?:blonde?|golden)\b/iu,
  ],
  [
    'black',
    /\b(?:black|jet[- ]black)[- ]?(?:haired|hair|curls|locks)\b|\b(?:schwarze|schwarzen|schwarzes)\s+(?:haare|locken|zöpfe|zopf)|\bschwarzhaarig\w*|\b(?:hair|haare)\s+(?:is|are|sind|ist)\s+(?:black|schwarz)\b/iu,
  ],
  [
    'brown',
    /\b(?:brown|chestnut|brunette)[- ]?(?:haired|hair|curls|locks)\b|\bbrunette\b|\b(?:braune|braunen|braunes)\s+(?:haare|locken|zöpfe|zopf)|\bbraunhaarig\w*|\b(?:hair|haare)\s+(?:is|are|sind|ist)\s+(?:brown|braun)\b/iu,
  ],
  [
    'dark',
    /\bdark[- ]?(?:haired|hair|curls|locks)\b|\b(?:dunkle|dunklen|dunkles)\s+(?:haare|locken|zöpfe|zopf)|\bdunkelhaarig\w*/iu,
  ],
  ['light', /\blight[- ]?(?:haired|hair)\b|\b(?:helle|hellen)\s+(?:haare|locken)|\bhellhaarig\w*/iu],
];

const skins: [SkinTone, RegExp][] = [
  [
    'dark',
    /\b(?:dark|deep|black)[- ]skinned\b|\b(?:dark|deep|black)\s+skin\b|\bdunkelhäutig\w*|\b(?:dunkle|dunklen|schwarze)\s+haut\b|\bhaut\s+ist\s+dunkel\b/iu,
  ],
  ['brown', /\bbrown[- ]skinned\b|\bbrown\s+skin\b|\b(?:braune|braunen)\s+haut\b|\bhaut\s+ist\s+braun\b/iu],
  ['olive', /\bolive[- ]skinned\b|\bolive\s+skin\b|\b(?:olivfarbene|olivfarbenen)\s+haut\b/iu],
  ['medium', /\b(?:tan|tanned|light[- ]brown)\s+skin\b|\b(?:hellbraune|hellbraunen)\s+haut\b/iu],
  [
    'light',
    /\b(?:fair|light|pale)[- ]skinned\b|\b(?:fair|light|pale)\s+skin\b|\bhellhäutig\w*|\b(?:helle|hellen|blasse|blassen)\s+haut\b|\bhaut\s+ist\s+hell\b/iu,
  ],
];

const kinds: [keyof ChildLooks, RegExp][] = [
  ['curly', /\bcurl(?:s|y)\b|\bwavy hair\b|\bafro\b|\blocken\b|\blockig\w*|\bkraus\w*\s+haare\b|\blockenkopf\b/iu],
  ['braids', /\b(?:braids?|plaits?|pigtails?|cornrows)\b|\bzöpfe\b|\bzöpfchen\b|\bgeflochten\w*|\bzopf\b/iu],
  ['ponytail', /\bpony\s?tail\b|\bpferdeschwanz\b/iu],
  [
    'long',
    /\blong\b[\w\s-]{0,12}\bhair\b|\bhair\b[\w\s]{0,8}\blong\b|\b(?:lange|langen|langes)\b[\wäöüß\s-]{0,14}\b(?:haare|locken|zöpfe)\b|\bhaare\s+sind\s+lang\b|\blanghaarig\w*/iu,
  ],
  [
    'short',
    /\bshort\b[\w\s-]{0,12}\bhair\b|\bhair\b[\w\s]{0,8}\bshort\b|\b(?:kurze|kurzen|kurzes)\b[\wäöüß\s-]{0,14}\bhaare\b|\bhaare\s+sind\s+kurz\b|\bkurzhaarig\w*|\bbuzz ?cut\b/iu,
  ],
  ['glasses', /\b(?:glasses|spectacles|specs)\b|\bbrille\b/iu],
  ['freckles', /\bfreckle[sd]?\b|\bsommersprossen\w*/iu],
];

const clothes: [NamedClothes, RegExp][] = [
  // Not "dress up" or „Kleidung“: those say nothing about a dress.
  ['dress', /\b(?:dress|dresses|gown|frock|tutu)\b(?!\s+(?:up|herself|himself))|[\wäöüß]*kleid(?:er|ern|chen|es)?\b/iu],
  ['skirt', /\bskirts?\b|\b(?:rock|röcke|röckchen|rockes)\b/iu],
  ['dungarees', /\b(?:dungarees|overalls)\b|\blatzhose\w*/iu],
];

/**
 * What the parent wrote about how the child looks, in any of the free texts (the description
 * first). Nothing is guessed: what is not written stays undefined, and the picture draws its
 * neutral look for it.
 */
export function childLooksOf(texts: (string | undefined)[]): ChildLooks {
  const looks: ChildLooks = {};
  for (const clause of clausesOf(texts)) {
    if (someoneElse.test(clause)) continue;
    const no = denied.test(clause);
    for (const [kind, pattern] of kinds) {
      if (!pattern.test(clause)) continue;
      if (kind === 'glasses') looks.glasses = !no;
      else if (!no) (looks[kind] as boolean | undefined) = true;
    }
    if (no) continue;
    looks.hairColour ??= hairColours.find(([, pattern]) => pattern.test(clause))?.[0];
    looks.skin ??= skins.find(([, pattern]) => pattern.test(clause))?.[0];
    // "wears a dress", "loves her skirts", „trägt gern Kleider“: clothes the child is said to wear or like.
    looks.clothes ??= clothes.find(([, pattern]) => pattern.test(clause))?.[0];
  }
  for (const key of Object.keys(looks) as (keyof ChildLooks)[]) if (looks[key] === undefined) delete looks[key];
  if (looks.short && (looks.long || looks.braids || looks.ponytail)) delete looks.short;
  return looks;
}
