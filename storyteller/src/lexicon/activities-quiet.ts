import type { ActivityEntry } from './types.ts';

// Quiet things a child loves doing, done for a long, happy while: drawing, reading, building dens.
// German past forms keep a separable part at the end: „malte aus“, „baute Höhlen“.

export const QUIET_ACTIVITIES: readonly ActivityEntry[] = [
  {
    id: 'painting',
    forms: {
      en: { ing: 'painting', past: 'painted', base: 'paint' },
      de: { infinitive: 'malen', past: 'malte', noun: 'das Malen' },
    },
    spellings: {
      en: ['painting', 'paint', 'paints', 'painting pictures', 'finger painting'],
      de: ['malen', 'malt', 'bilder malen', 'fingerfarben', 'wasserfarben malen'],
    },
    quiet: true,
    prop: 'paint',
  },
  {
    id: 'drawing',
    forms: {
      en: { ing: 'drawing', past: 'drew', base: 'draw' },
      de: { infinitive: 'zeichnen', past: 'zeichnete', noun: 'das Zeichnen' },
    },
    spellings: {
      en: ['drawing', 'draw', 'draws', 'drawing pictures', 'doodling'],
      de: ['zeichnen', 'zeichnet', 'kritzeln'],
    },
    quiet: true,
    prop: 'paint',
  },
  {
    id: 'colouring',
    forms: {
      en: { ing: 'colouring in', past: 'coloured in', base: 'colour in' },
      de: { infinitive: 'ausmalen', past: 'malte aus', noun: 'das Ausmalen' },
    },
    spellings: {
      en: ['colouring', 'coloring', 'colouring in', 'coloring in', 'colouring books'],
      de: ['ausmalen', 'malt aus', 'ausmalbilder', 'malbuch'],
    },
    quiet: true,
    prop: 'paint',
  },
  {
    id: 'crafts',
    forms: {
      en: { ing: 'making things', past: 'made things', base: 'make things' },
      de: { infinitive: 'basteln', past: 'bastelte', noun: 'das Basteln' },
    },
    spellings: {
      en: ['crafts', 'crafting', 'arts and crafts', 'making things', 'cutting and sticking'],
      de: ['basteln', 'bastelt', 'bastelei', 'kleben und schneiden'],
    },
    quiet: true,
  },
  {
    id: 'play-dough',
    forms: {
      en: { ing: 'playing with play dough', past: 'played with play dough', base: 'play with play dough' },
      de: { infinitive: 'kneten', past: 'knetete', noun: 'das Kneten' },
    },
    spellings: {
      en: ['play dough', 'playdough', 'play-doh', 'plasticine', 'clay'],
      de: ['kneten', 'knete', 'knetet', 'knetmasse'],
    },
    quiet: true,
  },
  {
    id: 'reading',
    forms: {
      en: { ing: 'reading', past: 'read', base: 'read' },
      de: { infinitive: 'lesen', past: 'las', noun: 'das Lesen' },
    },
    spellings: {
      en: ['reading', 'books', 'stories', 'story books', 'looking at books', 'reads'],
      de: ['lesen', 'liest', 'bücher', 'geschichten', 'vorlesen', 'bücher anschauen'],
    },
    quiet: true,
    prop: 'book',
  },
  {
    id: 'dens',
    forms: {
      en: { ing: 'building dens', past: 'built dens', base: 'build dens' },
      de: { infinitive: 'Höhlen bauen', past: 'baute Höhlen', noun: 'das Höhlenbauen' },
    },
    spellings: {
      en: [
        'building dens',
        'dens',
        'den',
        'pillow fort',
        'pillow forts',
        'blanket fort',
        'blanket forts',
        'cushion den',
      ],
      de: [
        'höhlen bauen',
        'höhle bauen',
        'kissenhöhle',
        'kissenhöhlen',
        'kissenburg',
        'deckenhöhle',
        'höhlen aus kissen',
      ],
    },
    quiet: true,
  },
  {
    id: 'lego',
    forms: {
      en: { ing: 'building with Lego', past: 'built with Lego', base: 'build with Lego' },
      de: { infinitive: 'mit Lego bauen', past: 'baute mit Lego', noun: 'das Bauen mit Lego' },
    },
    spellings: {
      en: ['lego', 'building with lego', 'building blocks', 'blocks', 'duplo', 'building towers'],
      de: ['lego', 'mit lego bauen', 'lego bauen', 'legosteine', 'bauklötze', 'bausteine', 'duplo', 'türme bauen'],
    },
    quiet: true,
    prop: 'blocks',
  },
  {
    id: 'puzzles',
    forms: {
      en: { ing: 'doing puzzles', past: 'did puzzles', base: 'do puzzles' },
      de: { infinitive: 'puzzeln', past: 'puzzelte', noun: 'das Puzzeln' },
    },
    spellings: {
      en: ['puzzles', 'puzzle', 'jigsaws', 'jigsaw', 'doing puzzles'],
      de: ['puzzeln', 'puzzelt', 'puzzle', 'puzzles'],
    },
    quiet: true,
  },
  {
    id: 'trains',
    forms: {
      en: { ing: 'playing with trains', past: 'played with trains', base: 'play with trains' },
      de: { infinitive: 'mit der Eisenbahn spielen', past: 'spielte mit der Eisenbahn', noun: 'das Eisenbahnspielen' },
    },
    spellings: {
      en: ['trains', 'train', 'railway', 'railways', 'steam train', 'steam trains', 'choo choo', 'train set'],
      de: ['eisenbahn', 'eisenbahnen', 'zug', 'züge', 'lokomotive', 'dampflok', 'holzeisenbahn'],
    },
    quiet: true,
    prop: 'train',
  },
  {
    id: 'baking',
    forms: {
      en: { ing: 'baking', past: 'baked', base: 'bake' },
      de: { infinitive: 'backen', past: 'backte', noun: 'das Backen' },
    },
    spellings: {
      en: ['baking', 'bake', 'bakes', 'baking cakes', 'baking cookies'],
      de: ['backen', 'backt', 'bäckt', 'kuchen backen', 'plätzchen backen'],
    },
    quiet: true,
    prop: 'cake',
  },
  {
    id: 'cooking',
    forms: {
      en: { ing: 'cooking', past: 'cooked', base: 'cook' },
      de: { infinitive: 'kochen', past: 'kochte', noun: 'das Kochen' },
    },
    spellings: {
      en: ['cooking', 'cook', 'cooks', 'helping in the kitchen', 'mud kitchen'],
      de: ['kochen', 'kocht', 'matschküche', 'kinderküche'],
    },
    quiet: true,
    prop: 'pasta',
  },
  {
    id: 'gardening',
    forms: {
      en: { ing: 'gardening', past: 'worked in the garden', base: 'work in the garden' },
      de: { infinitive: 'gärtnern', past: 'gärtnerte', noun: 'das Gärtnern' },
    },
    spellings: {
      en: [
        'gardening',
        'planting seeds',
        'growing flowers',
        'watering plants',
        'planting',
        'planted',
        'growing tomatoes',
      ],
      de: [
        'gärtnern',
        'gartenarbeit',
        'im garten helfen',
        'pflanzen gießen',
        'säen',
        'gepflanzt',
        'eingepflanzt',
        'gesät',
      ],
    },
    quiet: true,
    prop: 'flower',
  },
  {
    id: 'singing',
    forms: {
      en: { ing: 'singing', past: 'sang', base: 'sing' },
      de: { infinitive: 'singen', past: 'sang', noun: 'das Singen' },
    },
    spellings: {
      en: ['singing', 'sing', 'sings', 'songs', 'karaoke'],
      de: ['singen', 'singt', 'lieder', 'lieder singen', 'karaoke'],
    },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'music',
    forms: {
      en: { ing: 'making music', past: 'made music', base: 'make music' },
      de: { infinitive: 'Musik machen', past: 'machte Musik', noun: 'das Musizieren' },
    },
    spellings: {
      en: ['music', 'making music', 'instruments'],
      de: ['musik', 'musik machen', 'musizieren', 'instrumente'],
    },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'piano',
    forms: {
      en: { ing: 'playing the piano', past: 'played the piano', base: 'play the piano' },
      de: { infinitive: 'Klavier spielen', past: 'spielte Klavier', noun: 'das Klavierspielen' },
    },
    spellings: {
      en: ['piano', 'the piano', 'keyboard', 'playing the piano'],
      de: ['klavier', 'klavier spielen', 'klavierspielen', 'keyboard'],
    },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'guitar',
    forms: {
      en: { ing: 'playing the guitar', past: 'played the guitar', base: 'play the guitar' },
      de: { infinitive: 'Gitarre spielen', past: 'spielte Gitarre', noun: 'das Gitarrespielen' },
    },
    spellings: { en: ['guitar', 'the guitar', 'ukulele'], de: ['gitarre', 'gitarre spielen', 'ukulele'] },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'violin',
    forms: {
      en: { ing: 'playing the violin', past: 'played the violin', base: 'play the violin' },
      de: { infinitive: 'Geige spielen', past: 'spielte Geige', noun: 'das Geigespielen' },
    },
    spellings: { en: ['violin', 'the violin', 'fiddle', 'cello'], de: ['geige', 'geige spielen', 'violine', 'cello'] },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'recorder',
    forms: {
      en: { ing: 'playing the recorder', past: 'played the recorder', base: 'play the recorder' },
      de: { infinitive: 'Flöte spielen', past: 'spielte Flöte', noun: 'das Flötespielen' },
    },
    spellings: {
      en: ['recorder', 'the recorder', 'flute', 'the flute'],
      de: ['flöte', 'blockflöte', 'flöte spielen', 'querflöte'],
    },
    quiet: true,
    prop: 'music',
  },
  {
    id: 'stargazing',
    forms: {
      en: { ing: 'looking at the stars', past: 'looked at the stars', base: 'look at the stars' },
      de: { infinitive: 'Sterne beobachten', past: 'beobachtete die Sterne', noun: 'das Sternegucken' },
    },
    spellings: {
      en: ['stargazing', 'stars', 'the stars', 'astronomy', 'looking at the stars', 'telescope'],
      de: ['sterne', 'sterne beobachten', 'sternegucken', 'sternenhimmel', 'astronomie', 'teleskop'],
    },
    quiet: true,
    prop: 'shooting-star',
  },
  {
    id: 'fishing',
    forms: {
      en: { ing: 'fishing', past: 'went fishing', base: 'go fishing' },
      de: { infinitive: 'angeln', past: 'angelte', noun: 'das Angeln' },
    },
    spellings: {
      en: ['fishing', 'going fishing', 'rock pooling', 'crabbing'],
      de: ['angeln', 'angelt', 'angeln gehen'],
    },
    quiet: true,
    prop: 'stream',
  },
  {
    id: 'chess',
    forms: {
      en: { ing: 'playing chess', past: 'played chess', base: 'play chess' },
      de: { infinitive: 'Schach spielen', past: 'spielte Schach', noun: 'das Schachspielen' },
    },
    spellings: {
      en: ['chess', 'playing chess'],
      de: ['schach', 'schach spielen'],
    },
    quiet: true,
  },
  {
    id: 'magic',
    forms: {
      en: { ing: 'doing magic tricks', past: 'did magic tricks', base: 'do magic tricks' },
      de: { infinitive: 'zaubern', past: 'zauberte', noun: 'das Zaubern' },
    },
    spellings: {
      en: ['magic', 'magic tricks', 'doing magic', 'conjuring'],
      de: ['zaubern', 'zaubert', 'zaubertricks', 'zauberei', 'zauberkunststücke'],
    },
    quiet: true,
  },
  {
    id: 'bubbles',
    forms: {
      en: { ing: 'blowing bubbles', past: 'blew bubbles', base: 'blow bubbles' },
      de: { infinitive: 'Seifenblasen pusten', past: 'pustete Seifenblasen', noun: 'das Seifenblasenpusten' },
    },
    spellings: {
      en: ['bubbles', 'blowing bubbles', 'soap bubbles'],
      de: ['seifenblasen', 'seifenblasen pusten', 'seifenblasen machen'],
    },
    quiet: true,
    prop: 'bubble',
  },
  {
    id: 'dressing-up',
    forms: {
      en: { ing: 'dressing up', past: 'dressed up', base: 'dress up' },
      de: { infinitive: 'sich verkleiden', past: 'verkleidete sich', noun: 'das Verkleiden' },
    },
    spellings: {
      en: ['dressing up', 'dress up', 'dress-up', 'costumes', 'playing pretend', 'make-believe'],
      de: ['verkleiden', 'sich verkleiden', 'verkleidet sich', 'kostüme', 'rollenspiele'],
    },
    quiet: true,
    prop: 'crown',
  },
  {
    id: 'sandcastles',
    forms: {
      en: { ing: 'building sandcastles', past: 'built sandcastles', base: 'build sandcastles' },
      de: { infinitive: 'Sandburgen bauen', past: 'baute Sandburgen', noun: 'das Sandburgenbauen' },
    },
    spellings: {
      en: ['sandcastles', 'sand castles', 'sandcastle', 'building sandcastles', 'sandpit', 'digging in the sand'],
      de: ['sandburgen', 'sandburg', 'sandburgen bauen', 'sandkasten', 'buddeln', 'im sand spielen'],
    },
    quiet: true,
    prop: 'shell',
  },
  {
    id: 'knitting',
    forms: {
      en: { ing: 'knitting', past: 'knitted', base: 'knit' },
      de: { infinitive: 'stricken', past: 'strickte', noun: 'das Stricken' },
    },
    spellings: {
      en: ['knitting', 'sewing', 'french knitting', 'weaving'],
      de: ['stricken', 'strickt', 'nähen', 'häkeln', 'strickliesel'],
    },
    quiet: true,
  },
  {
    id: 'experiments',
    forms: {
      en: { ing: 'doing experiments', past: 'did experiments', base: 'do experiments' },
      de: { infinitive: 'experimentieren', past: 'experimentierte', noun: 'das Experimentieren' },
    },
    spellings: {
      en: ['experiments', 'science', 'science experiments', 'doing experiments'],
      de: ['experimente', 'experimentieren', 'forschen', 'forscht', 'wissenschaft'],
    },
    quiet: true,
  },
];
