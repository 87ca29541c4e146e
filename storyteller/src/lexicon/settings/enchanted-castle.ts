import type { SettingEntry } from './types.ts';

// The Enchanted Castle: candles that float, paintings that yawn, a knight in velvet slippers.

export const enchantedCastle: SettingEntry = {
  id: 'enchanted-castle',
  landscape: 'castle',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'enchanted castle',
      'castle',
      'the castle',
      'a castle',
      'magic castle',
      'magical castle',
      'fairy castle',
      'fairytale castle',
      'princess castle',
      "knight's castle",
      'palace',
      'the palace',
      'royal palace',
    ],
    de: [
      'verzaubertes schloss',
      'verzauberte schloss',
      'schloss',
      'das schloss',
      'im schloss',
      'zauberschloss',
      'märchenschloss',
      'prinzessinnenschloss',
      'königsschloss',
      'burg',
      'die burg',
      'ritterburg',
      'palast',
    ],
  },
  en: {
    name: 'the Enchanted Castle',
    in: 'in the Enchanted Castle',
    into: 'into the Enchanted Castle',
    again: 'in the castle',
    ways: [
      'a staircase of moonbeams',
      'a carpet of rose petals',
      'a drawbridge of silver light',
      'a long red carpet that glittered with stars',
    ],
    guides: [
      (guide) => `At the gate, a friendly knight in velvet slippers, ${guide}, bowed low.`,
      (guide) => `Clank, clank, down the steps came ${guide}, a kindly knight whose armour shone like a spoon.`,
      (guide) => `By the fountain in the courtyard, ${guide} lifted his helmet and gave them a warm smile.`,
      (guide) => `${guide}, the castle's gentlest knight, was waiting on the drawbridge with a lantern and a deep bow.`,
    ],
    guideName: 'Sir Bramble',
    otherGuideName: 'Sir Thistle',
    guideKind: 'knight',
    creature: { forms: { noun: 'castle mouse', plural: 'castle mice' }, adjective: 'little' },
    creatureHome: 'its little door behind the kitchen stove',
    snag: 'a tangle of old curtain cords',
    treasure: { forms: { noun: 'key' }, adjective: 'golden' },
    shadow: 'On the tower wall loomed a tall, dark shape with a pointed head and enormous hands.',
    shadowTruth: 'It was only the castle cat on a footstool, wearing a tea cosy as a hat, lit from behind by a candle.',
    riddle: {
      question: '"I have keys but open no doors, I have a lid but no pot, and I sing when you touch me. What am I?"',
      answer: 'a piano',
    },
    weathers: [
      {
        comes: 'A wild wind came whistling round the towers, and the flags flapped like startled geese.',
        goes: 'The wind grew tired, curled up in the chimneys and began to snore, and the stars shone bright over the battlements.',
      },
      {
        comes:
          'Rain came sweeping across the courtyard in great grey curtains, and the gargoyles on the roof gurgled and spluttered.',
        goes: 'The rain moved off over the moat, the gargoyles gave one last little gurgle, and the courtyard stones shone silver in the moonlight.',
      },
    ],
    parade: 'knights in slippers, a dancing broom and three cats carrying candles',
    gift: { forms: { noun: 'banner', after: 'with silver stars' }, adjective: 'little' },
    wishOn: 'a falling star',
    nightfalls: [
      'In the great hall the candles went out one by one, and the suits of armour nodded off where they stood.',
      'The flags on the towers drooped sleepily, and the castle cat curled up on the warmest step.',
      'The moon peeped in through the tall windows, and the portraits on the walls closed their painted eyes.',
      'The guards by the gate gave a long yawn, and the whole castle settled into its stones for the night.',
    ],
    sights: [
      'In the great hall, candles floated in the air and the tapestries whispered old fairy tales.',
      'A music box as big as a wardrobe played a slow waltz, and the suits of armour swayed along.',
      'From the highest tower, the whole kingdom lay below, shining under a sky full of stars.',
      'Along the long corridor, the paintings yawned and waved sleepily at the visitors.',
      'In the library, the books flapped their pages like wings and settled back on the shelves.',
    ],
    little: {
      guides: [
        (guide) => `At the gate, a kind knight bows low. His name is ${guide}.`,
        (guide) => `Clank, clank! Down the steps comes ${guide} in shiny armour.`,
        (guide) => `${guide} lifts his helmet and smiles a big, warm smile.`,
        (guide) => `By the fountain stands ${guide}, in soft velvet slippers.`,
      ],
      nightfalls: [
        'The candles in the great hall go out, one by one.',
        'The paintings on the walls yawn and close their eyes.',
        'The flags on the towers hang still. The castle is sleepy.',
        'The drawbridge goes up, creak, creak. Goodnight, castle.',
      ],
      sights: [
        'Candles float in the air, like little stars indoors.',
        'A big music box plays a slow, soft tune.',
        'In the library, the books flap their pages like wings.',
        'A suit of armour rocks from side to side, clink, clink.',
      ],
    },
  },
  de: {
    name: 'das verzauberte Schloss',
    in: 'im verzauberten Schloss',
    into: 'ins verzauberte Schloss',
    again: 'im Schloss',
    ways: [
      'eine Treppe aus Mondstrahlen',
      'ein Teppich aus Rosenblättern',
      'eine Zugbrücke aus silbernem Licht',
      'ein langer roter Teppich voller Sternenglitzer',
    ],
    guides: [
      (guide) => `Am Tor verbeugte sich tief ein freundlicher Ritter in Samtpantoffeln: ${guide}.`,
      (guide) =>
        `Klirr, klirr, kam ${guide} die Stufen herunter, ein freundlicher Ritter mit einer Rüstung, blank wie ein Löffel.`,
      (guide) => `Am Brunnen im Schlosshof nahm ${guide} seinen Helm ab und lächelte sie herzlich an.`,
      (guide) =>
        `Auf der Zugbrücke wartete schon ${guide}, der sanfteste Ritter des Schlosses, mit einer Laterne und einer tiefen Verbeugung.`,
    ],
    guideName: 'Ritter Brombeer',
    otherGuideName: 'Ritter Distel',
    guideKind: 'knight',
    creature: {
      forms: { noun: 'Schlossmaus', gender: 'f', plural: 'Schlossmäuse' },
      adjective: { stem: 'klein' },
    },
    creatureHome: 'ihr Türchen hinter dem Küchenherd',
    snag: 'in einem Gewirr aus alten Vorhangkordeln',
    treasure: {
      forms: { noun: 'Schlüssel', gender: 'm', plural: 'Schlüssel' },
      adjective: { stem: 'golden' },
    },
    shadow: 'An der Turmwand ragte eine große, dunkle Gestalt auf, mit spitzem Kopf und riesigen Händen.',
    shadowTruth:
      'Es war nur die Schlosskatze auf einem Fußschemel, mit einem Teewärmer als Hut, und hinter ihr brannte eine Kerze.',
    riddle: {
      question:
        '„Ich habe Tasten, aber keine Finger, einen Deckel, aber keinen Topf, und wenn man mich berührt, singe ich. Was bin ich?“',
      answer: 'ein Klavier',
    },
    weathers: [
      {
        comes: 'Ein wilder Wind pfiff um die Türme, und die Fahnen flatterten wie aufgescheuchte Gänse.',
        goes: 'Der Wind wurde müde, rollte sich in den Kaminen zusammen und fing an zu schnarchen, und über den Zinnen leuchteten die Sterne.',
      },
      {
        comes:
          'Der Regen fegte in großen grauen Vorhängen über den Schlosshof, und die Wasserspeier auf dem Dach gurgelten und prusteten.',
        goes: 'Der Regen zog über den Burggraben davon, die Wasserspeier gurgelten ein letztes Mal, und die Steine im Hof glänzten silbern im Mondlicht.',
      },
    ],
    parade: 'Ritter in Pantoffeln, ein tanzender Besen und drei Katzen mit Kerzen',
    gift: {
      forms: { noun: 'Banner', gender: 'n', plural: 'Banner', after: 'mit silbernen Sternen' },
      adjective: { stem: 'klein' },
    },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'In der großen Halle erlosch eine Kerze nach der anderen, und die Ritterrüstungen nickten im Stehen ein.',
      'Die Fahnen auf den Türmen hingen schläfrig herab, und die Schlosskatze rollte sich auf der wärmsten Stufe zusammen.',
      'Der Mond schaute durch die hohen Fenster, und die Bilder an den Wänden schlossen ihre gemalten Augen.',
      'Die Wachen am Tor gähnten lange, und das ganze Schloss machte es sich in seinen Mauern für die Nacht gemütlich.',
    ],
    sights: [
      'In der großen Halle schwebten Kerzen durch die Luft, und die Wandteppiche flüsterten alte Märchen.',
      'Eine Spieldose, so groß wie ein Kleiderschrank, spielte einen langsamen Walzer, und die Ritterrüstungen wiegten sich im Takt.',
      'Vom höchsten Turm aus lag das ganze Königreich unter einem Himmel voller Sterne.',
      'Den langen Flur entlang gähnten die Gemälde und winkten den Gästen verschlafen zu.',
      'In der Bibliothek flatterten die Bücher mit ihren Seiten wie mit Flügeln und ließen sich wieder in den Regalen nieder.',
    ],
    little: {
      guides: [
        (guide) => `Am Tor verbeugt sich ein freundlicher Ritter. Er heißt ${guide}.`,
        (guide) => `Klirr, klirr! Die Treppe herunter kommt ${guide} in glänzender Rüstung.`,
        (guide) => `${guide} nimmt den Helm ab und lächelt ganz warm.`,
        (guide) => `Am Brunnen steht ${guide}, in weichen Samtpantoffeln.`,
      ],
      nightfalls: [
        'Im großen Saal gehen die Kerzen aus, eine nach der anderen.',
        'Die Bilder an den Wänden gähnen und machen die Augen zu.',
        'Die Fahnen auf den Türmen hängen still. Das Schloss ist müde.',
        'Die Zugbrücke geht hoch, knarr, knarr. Gute Nacht, Schloss.',
      ],
      sights: [
        'Kerzen schweben in der Luft, wie kleine Sterne im Haus.',
        'Eine große Spieldose spielt ein langsames, leises Lied.',
        'In der Bücherei flattern die Bücher mit ihren Seiten wie mit Flügeln.',
        'Eine Ritterrüstung schaukelt hin und her, kling, klang.',
      ],
    },
  },
};
