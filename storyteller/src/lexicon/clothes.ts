import type { NounEntry } from './types.ts';

// Clothes a parent names ("her yellow wellies", „seine Lieblingsmütze“). English says many of them
// as a pair or a plural ("wellies", "pyjamas", "dungarees") where German has one thing: der
// Schlafanzug, die Latzhose, die Jeans. Each language marks its own.

const EVERYDAY: readonly NounEntry[] = [
  {
    id: 'wellies',
    forms: {
      en: { noun: 'wellies', pluralOnly: true },
      de: { noun: 'Gummistiefel', gender: 'm', plural: 'Gummistiefel', pluralOnly: true },
    },
    spellings: {
      en: ['wellies', 'welly', 'wellington boots', 'wellingtons', 'rain boots', 'rainboots', 'gumboots'],
      de: ['gummistiefel', 'regenstiefel', 'gummistiefeln'],
    },
  },
  {
    id: 'boots',
    forms: {
      en: { noun: 'boots', pluralOnly: true },
      de: { noun: 'Stiefel', gender: 'm', plural: 'Stiefel', pluralOnly: true },
    },
    spellings: {
      en: ['boots', 'boot', 'snow boots', 'cowboy boots'],
      de: ['stiefel', 'winterstiefel', 'cowboystiefel'],
    },
  },
  {
    id: 'trainers',
    forms: {
      en: { noun: 'trainers', pluralOnly: true },
      de: { noun: 'Turnschuhe', gender: 'm', plural: 'Turnschuhe', pluralOnly: true },
    },
    spellings: {
      en: ['trainers', 'trainer', 'sneakers', 'running shoes', 'light-up trainers', 'shoes'],
      de: ['turnschuhe', 'turnschuh', 'sneaker', 'sneakers', 'schuhe', 'leuchtschuhe', 'blinkschuhe'],
    },
  },
  {
    id: 'sandals',
    forms: {
      en: { noun: 'sandals', pluralOnly: true },
      de: { noun: 'Sandalen', gender: 'f', plural: 'Sandalen', pluralOnly: true },
    },
    spellings: { en: ['sandals', 'sandal', 'flip-flops', 'flip flops'], de: ['sandalen', 'sandale', 'flipflops'] },
  },
  {
    id: 'slippers',
    forms: {
      en: { noun: 'slippers', pluralOnly: true },
      de: { noun: 'Hausschuhe', gender: 'm', plural: 'Hausschuhe', pluralOnly: true },
    },
    spellings: {
      en: ['slippers', 'slipper', 'bunny slippers'],
      de: ['hausschuhe', 'hausschuh', 'pantoffeln', 'puschen', 'patschen', 'finken'],
    },
  },
  {
    id: 'socks',
    forms: {
      en: { noun: 'socks', pluralOnly: true },
      de: { noun: 'Socken', gender: 'f', plural: 'Socken', pluralOnly: true },
    },
    spellings: {
      en: ['socks', 'sock', 'stripy socks', 'fluffy socks'],
      de: ['socken', 'socke', 'strümpfe', 'kuschelsocken'],
    },
  },
  {
    id: 'tights',
    forms: {
      en: { noun: 'tights', pluralOnly: true },
      de: { noun: 'Strumpfhose', gender: 'f', plural: 'Strumpfhosen' },
    },
    spellings: { en: ['tights', 'leggings'], de: ['strumpfhose', 'strumpfhosen', 'leggings'] },
  },
  {
    id: 'pyjamas',
    forms: {
      en: { noun: 'pyjamas', pluralOnly: true },
      de: { noun: 'Schlafanzug', gender: 'm', plural: 'Schlafanzüge' },
    },
    spellings: {
      en: ['pyjamas', 'pajamas', 'pjs', "pj's", 'jammies', 'nightie', 'nightdress', 'onesie'],
      de: ['schlafanzug', 'schlafanzüge', 'pyjama', 'nachthemd', 'einteiler', 'onesie'],
    },
  },
  {
    id: 'dressing-gown',
    forms: { en: { noun: 'dressing gown' }, de: { noun: 'Bademantel', gender: 'm', plural: 'Bademäntel' } },
    spellings: { en: ['dressing gown', 'bathrobe', 'robe'], de: ['bademantel', 'morgenmantel'] },
  },
  {
    id: 'jumper',
    forms: { en: { noun: 'jumper' }, de: { noun: 'Pullover', gender: 'm', plural: 'Pullover' } },
    spellings: {
      en: ['jumper', 'jumpers', 'sweater', 'jersey', 'cardigan', 'woolly jumper'],
      de: ['pullover', 'pulli', 'pullis', 'strickjacke', 'wollpulli'],
    },
  },
  {
    id: 'hoodie',
    forms: { en: { noun: 'hoodie' }, de: { noun: 'Kapuzenpulli', gender: 'm', plural: 'Kapuzenpullis' } },
    spellings: { en: ['hoodie', 'hoodies', 'hooded top'], de: ['kapuzenpulli', 'kapuzenpullover', 'hoodie'] },
  },
  {
    id: 't-shirt',
    forms: { en: { noun: 'T-shirt' }, de: { noun: 'T-Shirt', gender: 'n', plural: 'T-Shirts' } },
    spellings: {
      en: ['t-shirt', 't-shirts', 'tshirt'],
      de: ['t-shirt', 't-shirts', 'tshirt', 'shirt', 'leiberl'],
    },
  },
  {
    id: 'dress',
    forms: { en: { noun: 'dress', plural: 'dresses' }, de: { noun: 'Kleid', gender: 'n', plural: 'Kleider' } },
    spellings: {
      en: ['dress', 'dresses', 'party dress', 'twirly dress', 'summer dress'],
      de: ['kleid', 'kleider', 'kleidchen', 'sommerkleid', 'drehkleid', 'partykleid'],
    },
  },
  {
    id: 'skirt',
    forms: { en: { noun: 'skirt' }, de: { noun: 'Rock', gender: 'm', plural: 'Röcke' } },
    spellings: { en: ['skirt', 'skirts', 'twirly skirt'], de: ['rock', 'röcke', 'röckchen', 'drehrock'] },
  },
  {
    id: 'dungarees',
    forms: { en: { noun: 'dungarees', pluralOnly: true }, de: { noun: 'Latzhose', gender: 'f', plural: 'Latzhosen' } },
    spellings: { en: ['dungarees', 'overalls'], de: ['latzhose', 'latzhosen'] },
  },
  {
    id: 'jeans',
    forms: { en: { noun: 'jeans', pluralOnly: true }, de: { noun: 'Jeans', gender: 'f', plural: 'Jeans' } },
    spellings: { en: ['jeans', 'trousers'], de: ['jeans', 'jeanshose', 'hose', 'hosen'] },
  },
  {
    id: 'shorts',
    forms: {
      en: { noun: 'shorts', pluralOnly: true },
      de: { noun: 'Shorts', gender: 'f', plural: 'Shorts', pluralOnly: true },
    },
    spellings: { en: ['shorts'], de: ['shorts', 'kurze hose', 'kurze hosen'] },
  },
  {
    id: 'swimsuit',
    forms: { en: { noun: 'swimsuit' }, de: { noun: 'Badeanzug', gender: 'm', plural: 'Badeanzüge' } },
    spellings: {
      en: ['swimsuit', 'swimming costume', 'cossie', 'bathing suit', 'swimming trunks', 'trunks'],
      de: ['badeanzug', 'badehose', 'bikini', 'schwimmanzug'],
    },
  },
  {
    id: 'football-kit',
    forms: { en: { noun: 'football kit' }, de: { noun: 'Fußballtrikot', gender: 'n', plural: 'Fußballtrikots' } },
    spellings: {
      en: ['football kit', 'football shirt', 'football strip'],
      de: ['fußballtrikot', 'trikot', 'fussballtrikot', 'fußballsachen'],
    },
  },
];

const OUTDOOR_AND_DRESSING_UP: readonly NounEntry[] = [
  {
    id: 'raincoat',
    forms: { en: { noun: 'raincoat' }, de: { noun: 'Regenjacke', gender: 'f', plural: 'Regenjacken' } },
    spellings: {
      en: ['raincoat', 'raincoats', 'rain jacket', 'waterproof'],
      de: ['regenjacke', 'regenmantel', 'matschjacke', 'friesennerz'],
    },
  },
  {
    id: 'coat',
    forms: { en: { noun: 'coat' }, de: { noun: 'Mantel', gender: 'm', plural: 'Mäntel' } },
    spellings: {
      en: ['coat', 'coats', 'winter coat', 'jacket'],
      de: ['mantel', 'wintermantel', 'jacke', 'winterjacke', 'anorak'],
    },
  },
  {
    id: 'snowsuit',
    forms: { en: { noun: 'snowsuit' }, de: { noun: 'Schneeanzug', gender: 'm', plural: 'Schneeanzüge' } },
    spellings: { en: ['snowsuit', 'snow suit', 'ski suit'], de: ['schneeanzug', 'skianzug', 'overall'] },
  },
  {
    id: 'hat',
    forms: { en: { noun: 'hat' }, de: { noun: 'Hut', gender: 'm', plural: 'Hüte' } },
    spellings: {
      en: ['hat', 'hats', 'cowboy hat', 'top hat', 'witch hat'],
      de: ['hut', 'hüte', 'hütchen', 'cowboyhut', 'zylinder'],
    },
  },
  {
    id: 'woolly-hat',
    forms: { en: { noun: 'woolly hat' }, de: { noun: 'Mütze', gender: 'f', plural: 'Mützen' } },
    spellings: {
      en: ['woolly hat', 'wooly hat', 'bobble hat', 'beanie', 'winter hat', 'knitted hat'],
      de: ['mütze', 'mützen', 'pudelmütze', 'wollmütze', 'bommelmütze', 'haube'],
    },
  },
  {
    id: 'cap',
    forms: { en: { noun: 'cap' }, de: { noun: 'Schirmmütze', gender: 'f', plural: 'Schirmmützen' } },
    spellings: {
      en: ['cap', 'caps', 'baseball cap'],
      de: ['schirmmütze', 'kappe', 'basecap', 'baseballkappe', 'cappy'],
    },
  },
  {
    id: 'sunhat',
    forms: { en: { noun: 'sunhat' }, de: { noun: 'Sonnenhut', gender: 'm', plural: 'Sonnenhüte' } },
    spellings: { en: ['sunhat', 'sun hat', 'straw hat'], de: ['sonnenhut', 'strohhut', 'sonnenmütze'] },
  },
  {
    id: 'scarf',
    forms: { en: { noun: 'scarf', plural: 'scarves' }, de: { noun: 'Schal', gender: 'm', plural: 'Schals' } },
    spellings: { en: ['scarf', 'scarves', 'scarfs', 'snood'], de: ['schal', 'schals', 'halstuch'] },
  },
  {
    id: 'gloves',
    forms: {
      en: { noun: 'gloves', pluralOnly: true },
      de: { noun: 'Handschuhe', gender: 'm', plural: 'Handschuhe', pluralOnly: true },
    },
    spellings: {
      en: ['gloves', 'glove', 'mittens', 'mitten', 'mitts'],
      de: ['handschuhe', 'handschuh', 'fäustlinge', 'fäustling', 'fäustel'],
    },
  },
  {
    id: 'sunglasses',
    forms: {
      en: { noun: 'sunglasses', pluralOnly: true },
      de: { noun: 'Sonnenbrille', gender: 'f', plural: 'Sonnenbrillen' },
    },
    spellings: { en: ['sunglasses', 'sunnies', 'shades'], de: ['sonnenbrille', 'sonnenbrillen'] },
  },
  {
    id: 'cape',
    forms: { en: { noun: 'cape' }, de: { noun: 'Umhang', gender: 'm', plural: 'Umhänge' } },
    spellings: {
      en: ['cape', 'capes', 'superhero cape', 'cloak', 'magic cloak'],
      de: ['umhang', 'umhänge', 'cape', 'superheldenumhang', 'zauberumhang', 'heldenumhang'],
    },
  },
  {
    id: 'crown',
    forms: { en: { noun: 'crown' }, de: { noun: 'Krone', gender: 'f', plural: 'Kronen' } },
    spellings: {
      en: ['crown', 'crowns', 'tiara', 'paper crown'],
      de: ['krone', 'kronen', 'krönchen', 'diadem', 'tiara'],
    },
  },
  {
    id: 'tutu',
    forms: { en: { noun: 'tutu' }, de: { noun: 'Tutu', gender: 'n', plural: 'Tutus' } },
    spellings: { en: ['tutu', 'tutus', 'ballet skirt'], de: ['tutu', 'tutus', 'tüllrock', 'ballettröckchen'] },
  },
  {
    id: 'ballet-shoes',
    forms: {
      en: { noun: 'ballet shoes', pluralOnly: true },
      de: { noun: 'Ballettschuhe', gender: 'm', plural: 'Ballettschuhe', pluralOnly: true },
    },
    spellings: {
      en: ['ballet shoes', 'ballet slippers', 'dancing shoes'],
      de: ['ballettschuhe', 'ballettschläppchen', 'tanzschuhe'],
    },
  },
  {
    id: 'princess-dress',
    forms: {
      en: { noun: 'princess dress', plural: 'princess dresses' },
      de: { noun: 'Prinzessinnenkleid', gender: 'n', plural: 'Prinzessinnenkleider' },
    },
    spellings: {
      en: ['princess dress', 'ball gown', 'elsa dress'],
      de: ['prinzessinnenkleid', 'prinzessinkleid', 'ballkleid', 'elsakleid'],
    },
  },
  {
    id: 'costume',
    forms: { en: { noun: 'dressing-up costume' }, de: { noun: 'Kostüm', gender: 'n', plural: 'Kostüme' } },
    spellings: {
      en: [
        'costume',
        'costumes',
        'dressing-up costume',
        'dressing up clothes',
        'superhero costume',
        'dinosaur costume',
      ],
      de: ['kostüm', 'kostüme', 'verkleidung', 'faschingskostüm', 'karnevalskostüm', 'superheldenkostüm'],
    },
  },
  {
    id: 'fairy-wings',
    forms: {
      en: { noun: 'fairy wings', pluralOnly: true },
      de: { noun: 'Feenflügel', gender: 'm', plural: 'Feenflügel', pluralOnly: true },
    },
    spellings: {
      en: ['fairy wings', 'butterfly wings', 'wings'],
      de: ['feenflügel', 'schmetterlingsflügel', 'flügel'],
    },
  },
  {
    id: 'hair-clip',
    forms: { en: { noun: 'hair clip' }, de: { noun: 'Haarspange', gender: 'f', plural: 'Haarspangen' } },
    spellings: {
      en: ['hair clip', 'hair clips', 'hairclip', 'hair bow', 'hairband', 'headband'],
      de: ['haarspange', 'spange', 'haarschleife', 'schleife', 'haarreif', 'haarband'],
    },
  },
];

export const CLOTHES: readonly NounEntry[] = [...EVERYDAY, ...OUTDOOR_AND_DRESSING_UP];
