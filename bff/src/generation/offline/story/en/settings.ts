import type { StorySetting } from '@dreamweaver/contracts';
import { en } from '../grammar.ts';
import type { FarmWords, SettingWords } from '../types.ts';
import { typedPlaceEn } from '../../typed-place.ts';

// English words of the six settings: the way there, the guide, the wonders, and the creatures and
// things each plot borrows. Everything fits its place: no tree on the moon, no mushroom at sea.

export const settingsEn: Record<StorySetting, SettingWords> = {
  'magical-forest': {
    in: 'in the Magical Forest',
    again: 'in the forest',
    into: 'into the Magical Forest',
    dreamOf: 'of the Magical Forest',
    way: 'a narrow path of glowing mushrooms',
    guide: 'A wise old owl called Hazel blinked down from a mossy oak.',
    guideName: 'Hazel',
    greeting: (n) => `"Welcome, ${n}," she hooted softly.`,
    guideSpecies: 'owl',
    otherGuide: {
      guide: 'A wise old badger called Barnaby peered out from between the roots of a mossy oak.',
      guideName: 'Barnaby',
      greeting: (n) => `"Welcome, ${n}," he rumbled kindly.`,
    },
    sights: [
      'Fireflies drew silver patterns between the trees, and the ferns swayed as if they were humming.',
      'By a clear stream, the pebbles glowed like little lanterns.',
      'In a clearing stood a tree whose leaves tinkled like tiny bells whenever the wind passed by.',
      'Moss as soft as a pillow covered the old stones, and glow-worms blinked on it like sleepy stars.',
      'High in the branches, a squirrel was knitting a blanket out of moonbeams.',
    ],
    creature: en('baby hedgehog'),
    creatureHome: 'its nest of leaves under the old roots',
    snag: 'a tangle of brambles',
    treasure: en('silver acorn'),
    shadow: 'Between the trees stood a huge shadow with long, crooked arms and two glowing eyes.',
    shadowTruth: 'It was only a little hedgehog holding up two twigs, with two fireflies resting on its nose.',
    riddle: {
      question: '"I have rings but no fingers, I grow taller every year, and birds sleep in my arms, so what am I?"',
      answer: 'a tree',
    },
    weatherComes: 'A soft, warm rain began to patter on the leaves, pit-a-pat, pit-a-pat.',
    weatherGoes: 'The rain stopped, every leaf held a shining drop, and a moonbow arched over the treetops.',
    parade: 'hedgehogs with lanterns, rabbits with drums and a badger with a trumpet',
    count: ['one sleepy owl', 'two little rabbits', 'three glowing fireflies'],
    gift: en('crown of autumn leaves'),
  },
  'enchanted-castle': {
    in: 'in the Enchanted Castle',
    again: 'in the castle',
    into: 'into the Enchanted Castle',
    dreamOf: 'of the Enchanted Castle',
    way: 'a staircase of moonbeams',
    guide: 'At the gate, a friendly knight in velvet slippers, Sir Bramble, bowed low.',
    guideName: 'Sir Bramble',
    greeting: (n) => `"Welcome, ${n}," he said with a gentle smile.`,
    sights: [
      'In the great hall, candles floated in the air and the tapestries whispered old fairy tales.',
      'A music box as big as a wardrobe played a slow waltz, and the suits of armour swayed along.',
      'From the highest tower, the whole kingdom lay below, shining under a sky full of stars.',
      'Along the long corridor, the paintings yawned and waved sleepily at the visitors.',
      'In the library, the books flapped their pages like wings and settled back on the shelves.',
    ],
    creature: en('castle mouse'),
    creatureHome: 'its little door behind the kitchen stove',
    snag: 'a tangle of old curtain cords',
    treasure: en('golden key to the music room'),
    shadow: 'On the tower wall loomed a tall, dark shape with a pointed head and enormous hands.',
    shadowTruth: 'It was only the castle cat on a footstool, wearing a tea cosy as a hat, lit from behind by a candle.',
    riddle: {
      question: '"I have keys but open no doors, I have a lid but no pot, and I sing when you touch me, so what am I?"',
      answer: 'a piano',
    },
    weatherComes: 'A wild wind came whistling round the towers, and the flags flapped like startled geese.',
    weatherGoes:
      'The wind grew tired, curled up in the chimneys and began to snore, and the stars shone bright over the battlements.',
    parade: 'knights in slippers, a dancing broom and three cats carrying candles',
    count: ['one golden crown', 'two sleepy knights', 'three floating candles'],
    gift: en('banner with silver stars'),
  },
  'underwater-kingdom': {
    in: 'in the Underwater Kingdom',
    again: 'under the sea',
    into: 'into the Underwater Kingdom',
    dreamOf: 'of the Underwater Kingdom',
    way: 'a shimmering bubble big enough for two',
    guide: 'A gentle mermaid named Marina waved with her pearly tail.',
    guideName: 'Marina',
    greeting: (n) => `"Welcome, ${n}," she sang.`,
    sights: [
      'Sea horses pulled a little shell carriage, and the coral glowed in pink and gold.',
      'A sleepy whale hummed a song so deep and slow that the seaweed swayed along.',
      'In a garden of sea anemones, tiny fish played hide and seek between the pearls.',
      'A school of silver fish swam by in the shape of a heart, then turned into a star.',
      'Jellyfish drifted past like glowing umbrellas, pink and blue and gold.',
    ],
    creature: en('baby seahorse'),
    creatureHome: 'its family in the swaying seagrass',
    snag: 'a tangle of seaweed',
    treasure: en('pearl as round as the moon'),
    shadow: 'Out of the deep blue came a huge dark shape with eight waving arms.',
    shadowTruth: 'It was only a tiny octopus hiding behind a big fan of seaweed, holding a shell up like a shield.',
    riddle: {
      question: '"I have a house I carry everywhere, I walk sideways, and I wave with my claws. Who am I?"',
      answer: 'a crab',
    },
    weatherComes: 'A strong current came swirling through the kingdom, and the sand whirled up in clouds.',
    weatherGoes:
      'The current calmed, the sand settled softly, and moonlight fell through the water in long silver ribbons.',
    parade: 'sea horses with glowing shells, a band of crabs and a long line of dancing jellyfish',
    count: ['one sleepy whale', 'two little crabs', 'three shining shells'],
    gift: en('necklace of tiny shells'),
    wishOn: {
      appears: (pet) =>
        `A glowing wishing bubble rose slowly out of the sand, and ${pet} said, "Quick, make a wish before it reaches the top!"`,
      comesLoose: (name, pet) =>
        `Right in front of ${name} and ${pet}, a pearly bubble came loose from the sea floor and floated slowly up.`,
      hears: 'the bubble',
    },
  },
  'space-adventure': {
    in: 'up among the stars',
    again: 'out in space',
    into: 'up to the stars',
    dreamOf: 'of the stars',
    way: 'a little silver rocket',
    guide: 'A friendly little robot called Bleep blinked its lights in greeting.',
    guideName: 'Bleep',
    greeting: (n) => `"Welcome, ${n}," it beeped softly.`,
    sights: [
      'The two friends floated past a ringed planet that turned slowly, like a merry-go-round in the dark.',
      'A shooting star swished by and left a trail of glitter that smelled of warm cocoa.',
      'On the Moon, the dust was as soft as flour, and every step became a gentle, bouncy hop.',
      'A comet with a long, shimmering tail waved as it passed, as polite as a postman.',
      'Far below, the Earth glowed blue and green, and somewhere on it was home.',
    ],
    creature: en('baby star'),
    creatureHome: 'its empty place in the Little Bear',
    snag: 'a tangle of glittering star-ribbons',
    treasure: en("silver bolt from Bleep's antenna"),
    shadow: 'Behind a moon crater rose a giant dark shape with a round head and long, wobbly legs.',
    shadowTruth: 'It was only a small moon-mouse in a space helmet, standing on tiptoe on a pebble.',
    // Not the Moon: the story may stand on it ("On the Moon, the dust was as soft as flour").
    riddle: {
      question:
        '"I have a long, shining tail, I visit only now and then, and I never stop to say hello, so what am I?"',
      answer: 'a comet',
    },
    weatherComes:
      "A shower of tiny meteors came fizzing past, bright as sparklers, tick-tick-tick on the rocket's window.",
    weatherGoes: 'The last little meteor fizzled out, and space was quiet and velvet-dark, full of steady stars.',
    parade: 'little robots with blinking lights, a comet with a ribbon tail and a row of waving planets',
    count: ['one round moon', 'two blinking robots', 'three shooting stars'],
    gift: en('garland of stardust'),
  },
  'dinosaur-land': {
    in: 'in Dinosaur Land',
    again: 'among the dinosaurs',
    into: 'into Dinosaur Land',
    dreamOf: 'of Dinosaur Land',
    way: 'a path of giant footprints',
    guide: 'A kind old brontosaurus named Bronte lowered her long neck to say hello.',
    guideName: 'Bronte',
    greeting: (n) => `"Welcome, ${n}," she rumbled gently.`,
    sights: [
      'Baby triceratops rolled in the warm sand, and giant ferns fanned the evening air.',
      'Far away, a volcano puffed little pink clouds that looked like candyfloss.',
      'By the lagoon, a dinosaur mother hummed a lullaby to her eggs.',
      'A little pterodactyl practised loop-the-loops above the ferns and landed with a bump.',
      'A long-necked dinosaur was nibbling the very top leaves of a palm tree, slowly and carefully.',
    ],
    creature: en('baby triceratops'),
    creatureHome: 'its nest of warm sand by the lagoon',
    snag: 'a tangle of giant ferns',
    treasure: en('speckled dinosaur egg'),
    shadow: 'Across the ferns fell the shadow of a gigantic creature with sharp teeth and a huge, swishing tail.',
    shadowTruth:
      'It was only a tiny baby dinosaur standing on a rock in front of the setting moon, practising a very small roar.',
    riddle: {
      question: '"I am hot in my tummy, I wear a hat of smoke, and when I sneeze, the sky turns pink, so what am I?"',
      answer: 'a volcano',
    },
    weatherComes:
      'Thunder rumbled over the hills like a dinosaur with a tummy ache, and big warm raindrops began to fall.',
    weatherGoes:
      'The storm rolled away over the hills, the ferns dripped and shone, and the sky was clean and full of stars.',
    parade: 'baby dinosaurs in a long wobbly line, a pterodactyl with a lantern and a stegosaurus beating a drum',
    count: ['one big dinosaur', 'two speckled eggs', 'three little pterodactyls'],
    gift: en('nest of soft ferns'),
  },
  'animal-village': {
    in: 'in the Animal Village',
    again: 'in the village',
    into: 'into the Animal Village',
    dreamOf: 'of the Animal Village',
    way: 'a winding lane lined with lanterns',
    guide: 'Mayor Badger, in a striped nightcap, came out to greet the visitors.',
    guideName: 'Mayor Badger',
    greeting: (n) => `"Welcome, ${n}," he said, tipping his cap.`,
    sights: [
      'In the bakery, a hedgehog baker pulled warm rolls from the oven, and the whole street smelled sweet.',
      'At the village pond, the ducks sang the evening song while the frogs kept time.',
      'In the little square, the mice were hanging paper lanterns for a moonlight party.',
      'At the post office, an owl was sorting the last letters of the day by moonlight.',
      'In the village garden, a mole had grown a pumpkin as big as a little house.',
    ],
    creature: en('duckling'),
    creatureHome: 'its mother on the village pond',
    snag: 'a tangle of garden twine',
    treasure: en('little brass bell from the village clock'),
    shadow: 'On the wall of the town hall stretched a giant shadow with big ears and a long, twitching nose.',
    shadowTruth: 'It was only a small mouse with a lantern, reading a letter on the doorstep.',
    riddle: {
      question:
        '"I have hands but cannot clap, I have a face but cannot smile, and I tell everyone when it is bedtime, so what am I?"',
      answer: 'the village clock',
    },
    weatherComes: 'Soft snowflakes began to fall over the rooftops, as light as feathers from a pillow fight.',
    weatherGoes: 'The snow stopped, the roofs wore white caps, and every window glowed warm and golden.',
    parade: 'ducks in a row, rabbits with paper lanterns and the mouse band with their tiny trumpets',
    count: ['one sleepy cow', 'two little ducks', 'three paper lanterns'],
    gift: en('garland of paper lanterns'),
  },
};

/** A farm the parent typed: the village's animals, at home in a barn, a hen house and a duck pond. */
export const farmEn: FarmWords = {
  way: 'a cart track lined with lanterns',
  guide: 'An old sheepdog called Skip, in a striped nightcap, trotted out to greet the visitors.',
  guideName: 'Skip',
  greeting: (n) => `"Welcome, ${n}," he woofed softly, wagging his tail.`,
  guideSpecies: 'dog',
  otherGuide: {
    guide: 'A big friendly cow called Daisy ambled over to the gate to greet the visitors.',
    guideName: 'Daisy',
    greeting: (n) => `"Welcome, ${n}," she mooed gently.`,
  },
  sights: [
    'In the big red barn, the cows were settling down in the straw, one sleepy moo after another.',
    'In the hen house, the hens were counting their eggs one last time before bed.',
    'By the duck pond, the frogs sang the evening song while the ducks kept time.',
    'On top of the haystack, a row of kittens was watching the first stars come out.',
    'In the orchard, the apples hung round and red, and an owl kept watch over them.',
  ],
  creatureHome: 'its mother on the duck pond',
  treasure: en("little brass bell from the cow's collar"),
  shadow: 'On the wall of the barn stretched a giant shadow with big ears and a long, twitching nose.',
  riddle: {
    question: '"I wear a red comb but never comb my hair, and I wake the whole farm every morning, so what am I?"',
    answer: 'the rooster',
  },
  parade: 'ducks in a row, lambs with paper lanterns and the piglet band with their tiny trumpets',
};

/** A setting the parent typed: dreamy words around its name. */
export function dreamlandEn(text: string): SettingWords {
  return {
    ...settingsEn['magical-forest'],
    again: 'there',
    ...typedPlaceEn(text),
    way: 'a ribbon of starlight',
    guide: 'A cloud-soft sheep called Nimbus drifted over to greet the visitors.',
    guideName: 'Nimbus',
    greeting: (n) => `"Welcome, ${n}," it bleated kindly.`,
    // The forest's other guide is for the forest: the sheep guides here whatever the companion.
    guideSpecies: undefined,
    otherGuide: undefined,
    sights: [
      'Little lights floated through the air like dandelion seeds and settled gently all around.',
      'A gentle breeze carried the smell of warm honey and fresh rain.',
      'Everything here was softer and brighter than anywhere else.',
    ],
    // A place of the parent's own may be a beach or a lighthouse: nothing here needs trees or moss.
    creature: en('baby rabbit'),
    creatureHome: 'its cosy burrow behind the big round stone',
    snag: 'a tangle of long grass',
    treasure: en('little silver bell'),
    shadow: 'Just ahead stood a huge shadow with long, crooked arms and two glowing eyes.',
    shadowTruth: 'It was only a little rabbit holding up two twigs, with two fireflies resting on its nose.',
    riddle: {
      question:
        '"I am round and silver, I watch over everyone at night, and I look a little different every time, so what am I?"',
      answer: 'the moon',
    },
    weatherComes: 'A soft, warm rain began to patter all around, pit-a-pat, pit-a-pat.',
    weatherGoes: 'The rain stopped, everything held a shining drop, and a moonbow arched across the sky.',
    parade: 'rabbits with lanterns, hedgehogs with drums and a badger with a trumpet',
    gift: en('necklace of tiny shells and stars'),
  };
}
