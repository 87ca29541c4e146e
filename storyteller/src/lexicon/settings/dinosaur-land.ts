import type { SettingEntry } from './types.ts';

// Dinosaur Land: giant ferns, a puffing volcano, a lagoon, and a kind old brontosaurus as guide.

export const dinosaurLand: SettingEntry = {
  id: 'dinosaur-land',
  landscape: 'dinosaurs',
  sky: true,
  lives: ['land', 'air', 'water'],
  spellings: {
    en: [
      'dinosaur land',
      'dinosaurs',
      'the dinosaurs',
      'dino land',
      'dinoland',
      'land of the dinosaurs',
      'dinosaur world',
      'dinosaur park',
      'jurassic',
      'prehistoric times',
    ],
    de: [
      'dinosaurierland',
      'dinoland',
      'dino-land',
      'dinosaurier',
      'dinos',
      'bei den dinosauriern',
      'dinosaurierwelt',
      'dinopark',
      'urzeit',
      'in der urzeit',
    ],
  },
  en: {
    name: 'Dinosaur Land',
    in: 'in Dinosaur Land',
    into: 'into Dinosaur Land',
    again: 'among the dinosaurs',
    ways: [
      'a path of giant footprints',
      'a trail of fern leaves as big as umbrellas',
      'a winding track between the tall horsetails',
      'a path of warm, flat stones beside a bubbling stream',
    ],
    guides: [
      (guide) => `A kind old brontosaurus named ${guide} lowered her long neck to say hello.`,
      (guide) =>
        `Over the treetops rose a long, long neck, and at the end of it was ${guide}, the kindest brontosaurus in the valley.`,
      (guide) =>
        `${guide} the brontosaurus was munching leaves by the river, and she smiled at them with her mouth full.`,
      (guide) => `Something as big as a hill shuffled closer: it was ${guide}, an old brontosaurus with gentle eyes.`,
    ],
    guideName: 'Bronte',
    otherGuideName: 'Tilly',
    guideKind: 'brontosaurus',
    creature: { forms: { noun: 'triceratops', plural: 'triceratops' }, adjective: 'baby' },
    creatureHome: 'its nest of warm sand by the lagoon',
    snag: 'a tangle of giant ferns',
    treasure: { forms: { noun: 'dinosaur egg' }, adjective: 'speckled' },
    shadow: 'Across the ferns fell the shadow of a gigantic creature with sharp teeth and a huge, swishing tail.',
    shadowTruth:
      'It was only a tiny baby dinosaur standing on a rock in front of the rising moon, practising a very small roar.',
    riddle: {
      question: '"I am hot in my tummy, I wear a hat of smoke, and when I sneeze, the sky turns pink. What am I?"',
      answer: 'a volcano',
    },
    weathers: [
      {
        comes:
          'Thunder rumbled over the hills like a dinosaur with a tummy ache, and big warm raindrops began to fall.',
        goes: 'The storm rolled away over the hills, the ferns dripped and shone, and the sky was clean and full of stars.',
      },
      {
        comes: 'A hot, dusty wind came gusting across the plain, and the tall ferns bent and whipped and whistled.',
        goes: 'The wind dropped, the dust settled, and the tall ferns stood up straight again under a sky full of stars.',
      },
    ],
    parade: 'baby dinosaurs in a long wobbly line, a pterodactyl with a lantern and a stegosaurus beating a drum',
    gift: { forms: { noun: 'nest', after: 'of soft ferns' } },
    wishOn: 'a falling star',
    nightfalls: [
      'The volcano puffed one last pink cloud and went quiet, and the big dinosaurs lay down among the ferns like soft green hills.',
      'The pterodactyls folded their wings on the cliffs, and the ferns rustled themselves quiet.',
      "The warm stones gave back the last of the day's heat, and a baby triceratops yawned a yawn as big as a cave.",
      'Far away the volcano glowed like a night-light, and the great dinosaurs snored slow, sleepy snores.',
    ],
    sights: [
      'Baby triceratops rolled in the warm sand, and giant ferns fanned the evening air.',
      'Far away, a volcano puffed little pink clouds that looked like candyfloss.',
      'By the lagoon, a dinosaur mother hummed a lullaby to her eggs.',
      'A little pterodactyl practised loop-the-loops above the ferns and landed with a bump.',
      'A long-necked dinosaur was nibbling the very top leaves of a palm tree, slowly and carefully.',
    ],
    little: {
      guides: [
        (guide) => `A kind old brontosaurus called ${guide} bends her long neck down.`,
        (guide) => `Over the trees comes a long, long neck. It is ${guide}!`,
        (guide) => `${guide} the brontosaurus smiles a big, slow smile.`,
        (guide) => `Stomp, stomp. Here comes ${guide}, the kindest dinosaur of all.`,
      ],
      nightfalls: [
        'The volcano puffs one last little cloud and goes to sleep.',
        'The baby dinosaurs snuggle up in their warm nest.',
        'The big ferns fold up their leaves. Everyone is sleepy.',
        'The stars come out over the lagoon, one, two, three.',
      ],
      sights: [
        'Baby triceratops roll in the warm sand.',
        'A volcano puffs little pink clouds, puff, puff.',
        'A dinosaur mummy hums a song to her eggs.',
        'A little pterodactyl flies loop-the-loops, then lands with a bump.',
      ],
    },
  },
  de: {
    name: 'das Dinosaurierland',
    in: 'im Dinosaurierland',
    into: 'ins Dinosaurierland',
    again: 'bei den Dinosauriern',
    ways: [
      'ein Pfad aus riesigen Fußspuren',
      'eine Spur aus Farnblättern, groß wie Regenschirme',
      'ein gewundener Weg zwischen hohen Schachtelhalmen',
      'ein Pfad aus warmen, flachen Steinen an einem sprudelnden Bach',
    ],
    guides: [
      (guide) => `Eine freundliche alte Brontosaurus-Dame namens ${guide} senkte zur Begrüßung ihren langen Hals.`,
      (guide) =>
        `Über den Baumwipfeln tauchte ein langer, langer Hals auf, und an seinem Ende war ${guide}, die freundlichste Brontosaurus-Dame im ganzen Tal.`,
      (guide) =>
        `Am Fluss knabberte die Brontosaurus-Dame ${guide} an den Blättern und lächelte ihnen mit vollem Mund zu.`,
      (guide) =>
        `Etwas so Großes wie ein Hügel schob sich näher: Es war ${guide}, eine alte Brontosaurus-Dame mit sanften Augen.`,
    ],
    guideName: 'Bronte',
    otherGuideName: 'Tilda',
    guideKind: 'brontosaurus',
    creature: {
      forms: { noun: 'Triceratops', gender: 'm', plural: 'Triceratops' },
      adjective: { stem: 'klein' },
    },
    creatureHome: 'sein Nest aus warmem Sand an der Lagune',
    snag: 'in einem Gewirr aus Riesenfarnen',
    treasure: {
      forms: { noun: 'Dinosaurierei', gender: 'n', plural: 'Dinosauriereier' },
      adjective: { stem: 'gesprenkelt' },
    },
    shadow:
      'Über die Farne fiel der Schatten eines gewaltigen Wesens mit scharfen Zähnen und einem riesigen, peitschenden Schwanz.',
    shadowTruth:
      'Es war nur ein winziges Dinosaurierbaby, das vor dem aufgehenden Mond auf einem Felsen stand und ein ganz kleines Brüllen übte.',
    riddle: {
      question:
        '„Mein Bauch ist heiß, ich trage einen Hut aus Rauch, und wenn ich niese, wird der Himmel rosa. Was bin ich?“',
      answer: 'ein Vulkan',
    },
    weathers: [
      {
        comes: 'Über den Hügeln grollte der Donner wie ein Dinosaurier mit Bauchweh, und dicke, warme Tropfen fielen.',
        goes: 'Das Gewitter zog über die Hügel davon, die Farne tropften und glänzten, und der Himmel war klar und voller Sterne.',
      },
      {
        comes:
          'Ein heißer, staubiger Wind fegte über die Ebene, und die hohen Farne bogen sich und peitschten und pfiffen.',
        goes: 'Der Wind legte sich, der Staub sank zu Boden, und unter einem Himmel voller Sterne richteten sich die hohen Farne wieder auf.',
      },
    ],
    parade:
      'Dinosaurierbabys in einer langen, wackligen Reihe, ein Flugsaurier mit einer Laterne und ein Stegosaurus mit einer Trommel',
    gift: { forms: { noun: 'Nest', gender: 'n', plural: 'Nester', after: 'aus Farnen' }, adjective: { stem: 'weich' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Der Vulkan pustete ein letztes rosa Wölkchen und wurde still, und die großen Dinosaurier legten sich zwischen die Farne wie sanfte grüne Hügel.',
      'Die Flugsaurier falteten auf den Klippen ihre Flügel, und die Farne raschelten sich still.',
      'Die warmen Steine gaben die letzte Wärme des Tages ab, und ein kleiner Triceratops gähnte ein Gähnen so groß wie eine Höhle.',
      'Weit weg glühte der Vulkan wie ein Nachtlicht, und die großen Dinosaurier schnarchten leise und schläfrig.',
    ],
    sights: [
      'Kleine Triceratops-Babys kugelten sich im warmen Sand, und riesige Farne fächelten die Abendluft.',
      'In der Ferne pustete ein Vulkan kleine rosa Wölkchen, die wie Zuckerwatte aussahen.',
      'An der Lagune summte eine Dinosaurier-Mama ihren Eiern ein Schlaflied vor.',
      'Ein kleiner Flugsaurier übte Loopings über den Farnen und landete mit einem Plumps.',
      'Ein Langhalsdinosaurier knabberte ganz langsam und vorsichtig die obersten Blätter einer Palme.',
    ],
    little: {
      guides: [
        (guide) => `Eine freundliche alte Brontosaurus-Dame namens ${guide} senkt ihren langen Hals.`,
        (guide) => `Über den Bäumen kommt ein langer, langer Hals. Das ist ${guide}!`,
        (guide) => `Die Brontosaurus-Dame ${guide} lächelt ganz breit und ganz langsam.`,
        (guide) => `Stampf, stampf. Da kommt ${guide} und freut sich.`,
      ],
      nightfalls: [
        'Der Vulkan pustet ein letztes Wölkchen und schläft ein.',
        'Die Dinosaurier-Babys kuscheln sich in ihr warmes Nest.',
        'Die großen Farne falten ihre Blätter zusammen. Alle sind müde.',
        'Über der Lagune gehen die Sterne auf: eins, zwei, drei.',
      ],
      sights: [
        'Triceratops-Babys wälzen sich im warmen Sand.',
        'Ein Vulkan pustet kleine rosa Wolken, puff, puff.',
        'Eine Dinosaurier-Mama summt ihren Eiern ein Lied.',
        'Ein kleiner Flugsaurier fliegt Loopings und landet mit einem Plumps.',
      ],
    },
  },
};
