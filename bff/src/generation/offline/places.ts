import { STORY_SETTINGS, de, en, isStorySetting, type StorySetting } from '@dreamweaver/contracts';
import { typedPlaceDe, typedPlaceEn } from './typed-place.ts';

// Where the story happens. Every phrase is a whole, case-correct piece of a German or English
// sentence, so the templates never assemble articles word by word.

export type Landscape = StorySetting | 'dreamland';

interface PlaceWords {
  /** "in the Magical Forest" / "im Zauberwald" */
  in: string;
  /** "into the Magical Forest" / "in den Zauberwald" */
  into: string;
  /** "of the Magical Forest" / "vom Zauberwald", for "dreaming of …" */
  dreamOf: string;
  /** The way there, as a subject: "a path of glowing mushrooms" / "ein Pfad aus leuchtenden Pilzen" */
  way: string;
  /** The setting's friendly guide appears: one sentence. */
  guide: string;
  /** The guide greets the hero by name. */
  greeting: (name: string) => string;
  sights: ((name: string) => string)[];
}

export interface Place {
  landscape: Landscape;
  /** The setting as the parent typed it, when it is not one of the six. */
  typed?: string;
  en: PlaceWords;
  de: PlaceWords;
}

const places: Record<StorySetting, Omit<Place, 'landscape'>> = {
  'magical-forest': {
    en: {
      in: 'in the Magical Forest',
      into: 'into the Magical Forest',
      dreamOf: 'of the Magical Forest',
      way: 'a narrow path of glowing mushrooms',
      guide: 'A wise old owl called Hazel blinked down from a mossy oak tree.',
      greeting: (n) => `"Welcome, ${n}," she hooted softly.`,
      sights: [
        () =>
          'Fireflies drew silver patterns between the trees, and the ferns swayed as if they were humming a lullaby.',
        () =>
          'By a clear stream, the pebbles glowed like little lanterns, and a family of rabbits waved from their burrow.',
        () => 'In a clearing stood a tree whose leaves tinkled like tiny bells whenever the wind passed by.',
      ],
    },
    de: {
      in: 'im Zauberwald',
      into: 'in den Zauberwald',
      dreamOf: 'vom Zauberwald',
      way: 'ein schmaler Pfad aus leuchtenden Pilzen',
      guide: 'Von einer alten, moosbewachsenen Eiche blinzelte eine weise Eule namens Eulalia herab.',
      greeting: (n) => `„Willkommen, ${n}“, schuhute sie leise.`,
      sights: [
        () =>
          'Glühwürmchen malten silberne Muster zwischen die Bäume, und die Farne wiegten sich, als summten sie ein Schlaflied.',
        () =>
          'An einem klaren Bach leuchteten die Kieselsteine wie kleine Laternen, und eine Hasenfamilie winkte aus ihrem Bau.',
        () =>
          'Auf einer Lichtung stand ein Baum, dessen Blätter wie winzige Glöckchen klingelten, sobald der Wind vorbeistrich.',
      ],
    },
  },
  'enchanted-castle': {
    en: {
      in: 'in the Enchanted Castle',
      into: 'into the Enchanted Castle',
      dreamOf: 'of the Enchanted Castle',
      way: 'a staircase of moonbeams',
      guide: 'At the gate, a friendly knight in velvet slippers, Sir Bramble, bowed low.',
      greeting: (n) => `"Welcome, ${n}," he said with a gentle smile.`,
      sights: [
        () => 'In the great hall, candles floated in the air and the tapestries whispered old fairy tales.',
        () => 'A music box as big as a wardrobe played a slow waltz, and the suits of armour swayed along.',
        () => 'From the highest tower, the whole kingdom lay below, shining under a sky full of stars.',
      ],
    },
    de: {
      in: 'im verzauberten Schloss',
      into: 'in das verzauberte Schloss',
      dreamOf: 'vom verzauberten Schloss',
      way: 'eine Treppe aus Mondstrahlen',
      guide: 'Am Tor verbeugte sich ein freundlicher Herr in Rüstung und Samtpantoffeln, Ritter Brombeer.',
      greeting: (n) => `„Willkommen, ${n}“, sagte er mit einem sanften Lächeln.`,
      sights: [
        () => 'In der großen Halle schwebten Kerzen durch die Luft, und die Wandteppiche flüsterten alte Märchen.',
        () =>
          'Eine Spieldose, so groß wie ein Kleiderschrank, spielte einen langsamen Walzer, und die Ritterrüstungen wiegten sich im Takt.',
        () => 'Vom höchsten Turm aus lag das ganze Königreich unter einem Himmel voller Sterne.',
      ],
    },
  },
  'underwater-kingdom': {
    en: {
      in: 'in the Underwater Kingdom',
      into: 'into the Underwater Kingdom',
      dreamOf: 'of the Underwater Kingdom',
      way: 'a shimmering bubble, big enough for two,',
      guide: 'A gentle mermaid named Marina waved with her pearly tail.',
      greeting: (n) => `"Welcome, ${n}," she sang.`,
      sights: [
        () => 'Sea horses pulled a little shell carriage, and the coral glowed in pink and gold.',
        () => 'A sleepy whale hummed a song so deep and slow that the seaweed swayed along.',
        () => 'In a garden of sea anemones, tiny fish played hide and seek between the pearls.',
      ],
    },
    de: {
      in: 'im Unterwasserkönigreich',
      into: 'in das Unterwasserkönigreich',
      dreamOf: 'vom Unterwasserkönigreich',
      way: 'eine schimmernde Blase, groß genug für zwei,',
      guide: 'Eine freundliche Meerjungfrau namens Marina winkte mit ihrer perlmuttfarbenen Schwanzflosse.',
      greeting: (n) => `„Willkommen, ${n}“, sang sie.`,
      sights: [
        () => 'Seepferdchen zogen eine kleine Muschelkutsche, und die Korallen leuchteten rosa und golden.',
        () => 'Ein müder Wal summte ein Lied, so tief und langsam, dass der Seetang sich mitwiegte.',
        () => 'In einem Garten aus Seeanemonen spielten winzige Fische Verstecken zwischen den Perlen.',
      ],
    },
  },
  'space-adventure': {
    en: {
      in: 'up among the stars',
      into: 'up to the stars',
      dreamOf: 'of the stars',
      way: 'a little silver rocket',
      guide: 'A friendly little robot called Bleep blinked its lights in greeting.',
      greeting: (n) => `"Welcome, ${n}," it beeped softly.`,
      sights: [
        () => 'The two friends floated past a ringed planet that turned slowly, like a merry-go-round in the dark.',
        () => 'A shooting star swished by and left a trail of glitter that smelled of warm cocoa.',
        () => 'On the Moon, the dust was as soft as flour, and every step became a gentle, bouncy hop.',
      ],
    },
    de: {
      in: 'oben zwischen den Sternen',
      into: 'hinauf zu den Sternen',
      dreamOf: 'von den Sternen',
      way: 'eine kleine silberne Rakete',
      guide: 'Ein freundlicher kleiner Roboter namens Bleep blinkte zur Begrüßung mit seinen Lichtern.',
      greeting: (n) => `„Willkommen, ${n}“, piepste er leise.`,
      sights: [
        () =>
          'Die beiden schwebten an einem Planeten mit Ringen vorbei, der sich langsam drehte wie ein Karussell im Dunkeln.',
        () => 'Eine Sternschnuppe sauste vorbei und hinterließ eine Glitzerspur, die nach warmem Kakao duftete.',
        () => 'Auf dem Mond war der Staub weich wie Mehl, und jeder Schritt wurde zu einem sanften, federnden Hüpfer.',
      ],
    },
  },
  'dinosaur-land': {
    en: {
      in: 'in Dinosaur Land',
      into: 'into Dinosaur Land',
      dreamOf: 'of Dinosaur Land',
      way: 'a path of giant footprints',
      guide: 'A kind old brontosaurus named Bronte lowered her long neck to say hello.',
      greeting: (n) => `"Welcome, ${n}," she rumbled gently.`,
      sights: [
        () => 'Baby triceratops rolled in the warm sand, and giant ferns fanned the evening air.',
        () => 'Far away, a volcano puffed little pink clouds that looked like candyfloss.',
        () => 'By the lagoon, a dinosaur mother hummed a lullaby to her eggs.',
      ],
    },
    de: {
      in: 'im Dinosaurierland',
      into: 'ins Dinosaurierland',
      dreamOf: 'vom Dinosaurierland',
      way: 'ein Pfad aus riesigen Fußspuren',
      guide: 'Eine freundliche alte Brontosaurus-Dame namens Bronte senkte zur Begrüßung ihren langen Hals.',
      greeting: (n) => `„Willkommen, ${n}“, brummte sie sanft.`,
      sights: [
        () => 'Kleine Triceratops-Babys kugelten sich im warmen Sand, und riesige Farne fächelten die Abendluft.',
        () => 'In der Ferne pustete ein Vulkan kleine rosa Wölkchen, die wie Zuckerwatte aussahen.',
        () => 'An der Lagune summte eine Dinosaurier-Mama ihren Eiern ein Schlaflied vor.',
      ],
    },
  },
  'animal-village': {
    en: {
      in: 'in the Animal Village',
      into: 'into the Animal Village',
      dreamOf: 'of the Animal Village',
      way: 'a winding lane lined with lanterns',
      guide: 'Mayor Badger, in a striped nightcap, came out to greet the visitors.',
      greeting: (n) => `"Welcome, ${n}," he said, tipping his cap.`,
      sights: [
        () => 'In the bakery, a hedgehog baker pulled warm rolls from the oven, and the whole street smelled sweet.',
        () => 'At the village pond, the ducks sang the evening song while the frogs kept time.',
        () => 'In the little square, the mice were hanging paper lanterns for a moonlight party.',
      ],
    },
    de: {
      in: 'im Tierdorf',
      into: 'ins Tierdorf',
      dreamOf: 'vom Tierdorf',
      way: 'ein gewundener Weg voller Laternen',
      guide: 'Bürgermeister Dachs kam mit einer gestreiften Schlafmütze heraus, um die Gäste zu begrüßen.',
      greeting: (n) => `„Willkommen, ${n}“, sagte er und lüpfte seine Mütze.`,
      sights: [
        () => 'In der Bäckerei holte ein Igel-Bäcker warme Brötchen aus dem Ofen, und die ganze Straße duftete süß.',
        () => 'Am Dorfteich sangen die Enten das Abendlied, und die Frösche hielten den Takt.',
        () => 'Auf dem kleinen Platz hängten die Mäuse Papierlaternen für ein Mondscheinfest auf.',
      ],
    },
  },
};

function dreamland(text: string): Omit<Place, 'landscape'> {
  return {
    en: {
      ...typedPlaceEn(text),
      way: 'a ribbon of starlight',
      guide: 'A cloud-soft sheep called Nimbus drifted over to greet the visitors.',
      greeting: (n) => `"Welcome, ${n}," it bleated kindly.`,
      sights: [
        (n) => `Everything here was just as ${n} had always imagined it, only softer and brighter.`,
        () => 'Little lights floated through the air like dandelion seeds and settled gently on every leaf.',
        () => 'A gentle breeze carried the smell of warm honey and fresh rain.',
      ],
    },
    de: {
      ...typedPlaceDe(text),
      way: 'ein Band aus Sternenlicht',
      guide: 'Ein wolkenweiches Schaf namens Nimbus schwebte heran, um die Gäste zu begrüßen.',
      greeting: (n) => `„Willkommen, ${n}“, blökte es freundlich.`,
      sights: [
        (n) => `Alles hier war genau so, wie ${n} es sich immer vorgestellt hatte, nur weicher und heller.`,
        () =>
          'Kleine Lichter schwebten durch die Luft wie Pusteblumensamen und ließen sich sanft auf jedem Blatt nieder.',
        () => 'Eine sanfte Brise trug den Duft von warmem Honig und frischem Regen heran.',
      ],
    },
  };
}

/** A farm the parent typed („Opas Hof“, "Grandma's farm"): the Animal Village's creatures with a farm's words. */
export const FARM = /farm|bauernhof|(?<!\p{L})hof(?!\p{L})/iu;

// Free text that clearly names one of the six settings draws its landscape.
const landscapeHints: [RegExp, StorySetting][] = [
  [/forest|wood|wald|tree|baum/i, 'magical-forest'],
  [/castle|palace|schloss|burg|king|könig|princess|prinzessin/i, 'enchanted-castle'],
  [/sea|ocean|underwater|meer|unterwasser|ozean|mermaid/i, 'underwater-kingdom'],
  [/space|star|planet|moon|rocket|weltraum|stern|mond|rakete/i, 'space-adventure'],
  [/dino|volcano|vulkan/i, 'dinosaur-land'],
  [FARM, 'animal-village'],
  [/village|dorf|zoo/i, 'animal-village'],
];

/** Letters only, lower case: "Space Adventure", "space-adventure" and „Welt\u00adraum\u00adabenteuer“ compare equal to their setting. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, '');

/** The setting whose name the parent typed into the free field ("Space Adventure", „Zauberwald“, "the magical forest"). */
function settingNamed(text: string): StorySetting | undefined {
  const typed = letters(text.replace(/^\s*(?:the|der|die|das|im|in the|in)\s+/i, ''));
  return STORY_SETTINGS.find((setting) =>
    [setting, en[`setting.${setting}.name`], de[`setting.${setting}.name`]].some((name) => letters(name) === typed),
  );
}

export function resolvePlace(
  setting: string | undefined,
  pickDefault: (settings: StorySetting[]) => StorySetting,
): Place {
  const wanted = setting?.trim();
  if (!wanted) {
    const chosen = pickDefault(Object.keys(places) as StorySetting[]);
    return { landscape: chosen, ...places[chosen] };
  }
  if (isStorySetting(wanted)) return { landscape: wanted, ...places[wanted] };
  const named = settingNamed(wanted);
  if (named) return { landscape: named, ...places[named] };
  const cleaned = wanted
    .replace(/[„“"]/g, '')
    .replace(/[.!?]+$/, '')
    .slice(0, 80);
  // The seaside (a beach, a lighthouse by a stormy sea) is no kingdom under the sea: its words are the dreamland's, not bubbles and shoals.
  const shore =
    /seaside|beach|shore|lighthouse|leuchtturm|(?:by|at) (?:the |a )?(?:\p{L}+ )?sea\b|strand|küste|am meer|an der see|an die see|ans meer/iu.test(
      cleaned,
    );
  const hinted = landscapeHints.find(
    ([pattern, setting]) => pattern.test(cleaned) && !(shore && setting === 'underwater-kingdom'),
  );
  return { landscape: hinted ? hinted[1] : 'dreamland', typed: cleaned, ...dreamland(cleaned) };
}
