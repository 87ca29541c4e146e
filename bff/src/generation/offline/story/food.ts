// What a food is like, so a line about it fits it: crumbs only from something baked (a banana snack
// that left "every last crumb" was heard), "still warm" only from something cooked or baked.

/** Baked and dry foods, which leave crumbs (en and de); a pancake („Pfannkuchen“, „Eierkuchen“) leaves none. */
const CRUMBLY =
  /biscuit|cookie|cake|bread|toast|muffin|cracker|croissant|pretzel|waffle|scone|brownie|crisps|\bchips\b|sandwich|pizza|pie\b|flapjack|Keks|(?<!Pfann|Eier)kuchen|Brot|Brötchen|Toast|Muffin|Cracker|Croissant|Brezel|Waffel|Plätzchen|Zwieback|Gebäck|Chips|Sandwich|Pizza|Torte/iu;

/** Cooked and baked foods, which may come out still warm. */
const WARM =
  /pancake|waffle|pizza|toast|soup|spaghetti|pasta|noodle|chips|fries|porridge|sausage|bread|bun|muffin|croissant|pie\b|cocoa|hot chocolate|Pfannkuchen|Eierkuchen|Waffel|Pizza|Toast|Suppe|Spaghetti|Nudel|Pasta|Pommes|Brei|Würstchen|Brot|Brötchen|Kakao|Kaiserschmarrn|Germknödel/iu;

/** The food leaves crumbs: a biscuit does, a banana or ice cream does not. */
export const crumbly = (food: string | undefined): boolean => food !== undefined && CRUMBLY.test(food);

/** The food is cooked or baked, so it can be warm. */
export const warm = (food: string | undefined): boolean => food !== undefined && WARM.test(food);

/** English foods that end in a single "s" and are one thing: "hummus", not "them" ("swiss roll" ends otherwise). */
const ONE_THING_IN_S = /(?:hummus|couscous|asparagus|citrus|octopus|grits)$/i;

/** An English food said as many ("fish fingers", "pancakes", "fish and chips"): "they" and "them", not "it". */
export const manyOf = (food: string | undefined): boolean =>
  food !== undefined && /[^s]s$/i.test(food.trim()) && !ONE_THING_IN_S.test(food.trim());
