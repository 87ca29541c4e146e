import type { SettingEntry } from './types.ts';

// The Underwater Kingdom: coral, sea horses, a mermaid guide. There is no sky under the sea: one
// wishes on a glowing bubble, not on a falling star, and only creatures of the water are met here.

export const underwaterKingdom: SettingEntry = {
  id: 'underwater-kingdom',
  landscape: 'sea',
  sky: false,
  lives: ['water'],
  spellings: {
    en: [
      'underwater kingdom',
      'the underwater kingdom',
      'underwater',
      'under the sea',
      'under water',
      'bottom of the sea',
      'the bottom of the sea',
      'ocean',
      'the ocean',
      'deep sea',
      'coral reef',
      'mermaid kingdom',
      "mermaid's kingdom",
      'atlantis',
    ],
    de: [
      'unterwasserkönigreich',
      'unterwasserwelt',
      'unterwasser',
      'unter wasser',
      'unter dem meer',
      'im meer',
      'meeresgrund',
      'auf dem meeresgrund',
      'ozean',
      'tiefsee',
      'korallenriff',
      'meerjungfrauenreich',
      'atlantis',
    ],
  },
  en: {
    name: 'the Underwater Kingdom',
    in: 'in the Underwater Kingdom',
    into: 'into the Underwater Kingdom',
    again: 'under the sea',
    ways: [
      'a path of shimmering seashells',
      'a trail of silver bubbles',
      'a ribbon of glowing seagrass',
      'a road of smooth, pearly sand',
    ],
    guides: [
      (guide) => `A gentle mermaid named ${guide} waved with her pearly tail.`,
      (guide) => `Out from behind a coral tower swam ${guide}, a mermaid with starfish tucked in her hair.`,
      (guide) => `${guide} the mermaid was singing to the sea horses, and she stopped to smile and wave.`,
      (guide) =>
        `A swirl of bubbles, a flick of a pearly tail, and there was ${guide}, the kindest mermaid in the sea.`,
    ],
    guideName: 'Marina',
    otherGuideName: 'Coral',
    guideKind: 'mermaid',
    creature: { forms: { noun: 'seahorse' }, adjective: 'baby' },
    creatureHome: 'its family in the swaying seagrass',
    snag: 'a tangle of seaweed',
    treasure: { forms: { noun: 'pearl' }, adjective: 'glowing' },
    shadow: 'Out of the deep blue came a huge dark shape with eight waving arms.',
    shadowTruth: 'It was only a tiny octopus hiding behind a big fan of seaweed, holding a shell up like a shield.',
    riddle: {
      question: '"I carry my house wherever I go, I walk sideways, and I wave with my claws. What am I?"',
      answer: 'a crab',
    },
    weathers: [
      {
        comes: 'A strong current came swirling through the kingdom, and the sand whirled up in clouds.',
        goes: 'The current calmed, the sand settled softly, and moonlight fell through the water in long silver ribbons.',
      },
      {
        comes:
          'Far overhead a great wave rolled by, the whole kingdom rocked, and the seaweed swung to and fro like washing in the wind.',
        goes: 'The rocking slowed, the seaweed stood tall and still again, and a shoal of glowing fish drifted past like a string of lanterns.',
      },
    ],
    parade: 'sea horses with glowing shells, a band of crabs and a long line of dancing jellyfish',
    gift: { forms: { noun: 'necklace', after: 'of tiny shells' } },
    wishOn: 'a glowing wishing bubble',
    nightfalls: [
      'The coral dimmed its colours one by one, and the little fish tucked themselves into the seagrass to sleep.',
      'The jellyfish glowed softly like night-lights, and the sea turtles settled down on the sandy floor.',
      'The anemones closed up like little flowers, and the whole sea rocked gently, gently to and fro.',
      'The sea horses curled their tails round the seagrass, and the water went still and dark and blue.',
    ],
    sights: [
      'Sea horses pulled a little shell carriage, and the coral glowed in pink and gold.',
      'A sleepy whale hummed a song so deep and slow that the seaweed swayed along.',
      'In a garden of sea anemones, tiny fish played hide and seek between the pearls.',
      'A school of silver fish swam by in the shape of a heart, then turned into a star.',
      'Jellyfish drifted past like glowing umbrellas, pink and blue and gold.',
    ],
    little: {
      guides: [
        (guide) => `A gentle mermaid called ${guide} waves her shiny tail.`,
        (guide) => `Out from behind the coral swims ${guide}, with starfish in her hair.`,
        (guide) => `${guide} the mermaid is singing to the sea horses. She smiles.`,
        (guide) => `Swish! ${guide} the mermaid swims round them in a happy circle.`,
      ],
      nightfalls: [
        'The coral glows softer and softer. The little fish sleep.',
        'The sea horses hold on to the seaweed and close their eyes.',
        'The whale hums a deep, slow song. The sea is sleepy.',
        'The shells close up, one by one. Goodnight, sea.',
      ],
      sights: [
        'Sea horses pull a little shell carriage.',
        'Tiny fish play hide and seek in the sea anemones.',
        'Silver fish swim by in the shape of a heart.',
        'Jellyfish float past like glowing umbrellas.',
      ],
    },
  },
  de: {
    name: 'das Unterwasserkönigreich',
    in: 'im Unterwasserkönigreich',
    into: 'ins Unterwasserkönigreich',
    again: 'unter dem Meer',
    ways: [
      'ein Pfad aus schimmernden Muscheln',
      'eine Spur aus silbernen Luftblasen',
      'ein Band aus leuchtendem Seegras',
      'ein Weg aus glattem, perlmuttfarbenem Sand',
    ],
    guides: [
      (guide) => `Eine freundliche Meerjungfrau namens ${guide} winkte mit ihrer perlmuttschimmernden Schwanzflosse.`,
      (guide) => `Hinter einem Korallenturm schwamm ${guide} hervor, eine Meerjungfrau mit Seesternen im Haar.`,
      (guide) =>
        `Die Meerjungfrau ${guide} sang gerade den Seepferdchen etwas vor, und sie hielt inne, um zu lächeln und zu winken.`,
      (guide) =>
        `Ein Wirbel aus Blasen, ein Schlag mit einer perlmuttschimmernden Schwanzflosse, und da war ${guide}, die freundlichste Meerjungfrau im ganzen Meer.`,
    ],
    guideName: 'Marina',
    otherGuideName: 'Perla',
    guideKind: 'mermaid',
    creature: {
      forms: { noun: 'Seepferdchen', gender: 'n', plural: 'Seepferdchen' },
      adjective: { stem: 'klein' },
    },
    creatureHome: 'seine Familie im wogenden Seegras',
    snag: 'in einem Gewirr aus Seetang',
    treasure: { forms: { noun: 'Perle', gender: 'f', plural: 'Perlen' }, adjective: { stem: 'leuchtend' } },
    shadow: 'Aus dem tiefen Blau kam eine riesige, dunkle Gestalt mit acht wogenden Armen.',
    shadowTruth:
      'Es war nur ein winziger Krake, der sich hinter einem großen Seetangfächer versteckte und eine Muschel wie einen Schild hochhielt.',
    riddle: {
      question:
        '„Ich trage mein Haus überall mit mir herum, ich laufe seitwärts, und ich winke mit meinen Scheren. Was bin ich?“',
      answer: 'eine Krabbe',
    },
    weathers: [
      {
        comes: 'Eine starke Strömung wirbelte durch das Königreich, und der Sand stieg in Wolken auf.',
        goes: 'Die Strömung legte sich, der Sand sank sanft zu Boden, und das Mondlicht fiel in langen silbernen Bändern durchs Wasser.',
      },
      {
        comes:
          'Hoch über ihnen rollte eine gewaltige Welle vorbei, das ganze Königreich schaukelte, und der Seetang schwang hin und her wie Wäsche im Wind.',
        goes: 'Das Schaukeln wurde langsamer, der Seetang stand wieder hoch und still, und ein Schwarm leuchtender Fische zog vorbei wie eine Kette aus Laternen.',
      },
    ],
    parade: 'Seepferdchen mit leuchtenden Muscheln, eine Krabbenkapelle und eine lange Reihe tanzender Quallen',
    gift: { forms: { noun: 'Kette', gender: 'f', plural: 'Ketten', after: 'aus winzigen Muscheln' } },
    wishOn: 'eine leuchtende Wunschblase',
    nightfalls: [
      'Eine Koralle nach der anderen ließ ihre Farben verblassen, und die kleinen Fische kuschelten sich zum Schlafen ins Seegras.',
      'Die Quallen leuchteten sanft wie Nachtlichter, und die Meeresschildkröten ließen sich auf dem sandigen Grund nieder.',
      'Die Seeanemonen schlossen sich wie kleine Blumen, und das ganze Meer schaukelte sanft hin und her.',
      'Die Seepferdchen ringelten ihre Schwänze um das Seegras, und das Wasser wurde still und dunkel und blau.',
    ],
    sights: [
      'Seepferdchen zogen eine kleine Muschelkutsche, und die Korallen leuchteten rosa und golden.',
      'Ein müder Wal summte ein Lied, so tief und langsam, dass der Seetang sich mitwiegte.',
      'In einem Garten aus Seeanemonen spielten winzige Fische Verstecken zwischen den Perlen.',
      'Ein Schwarm silberner Fische schwamm in Form eines Herzens vorbei und wurde dann zu einem Stern.',
      'Quallen schwebten vorbei wie leuchtende Regenschirme, rosa und blau und golden.',
    ],
    little: {
      guides: [
        (guide) => `Eine freundliche Meerjungfrau namens ${guide} winkt mit ihrer glänzenden Schwanzflosse.`,
        (guide) => `Hinter den Korallen schwimmt ${guide} hervor, mit Seesternen im Haar.`,
        (guide) => `Die Meerjungfrau ${guide} singt den Seepferdchen etwas vor. Dann lächelt sie.`,
        (guide) => `Wusch! Die Meerjungfrau ${guide} schwimmt einen fröhlichen Kreis um sie herum.`,
      ],
      nightfalls: [
        'Die Korallen leuchten leiser und leiser. Die kleinen Fische schlafen.',
        'Die Seepferdchen halten sich am Seetang fest und schließen die Augen.',
        'Der Wal summt ein tiefes, langsames Lied. Das Meer ist müde.',
        'Die Muscheln gehen zu, eine nach der anderen. Gute Nacht, Meer.',
      ],
      sights: [
        'Seepferdchen ziehen eine kleine Muschelkutsche.',
        'Winzige Fische spielen Verstecken zwischen den Seeanemonen.',
        'Silberne Fische schwimmen vorbei, in der Form eines Herzens.',
        'Quallen schweben vorbei wie leuchtende Regenschirme.',
      ],
    },
  },
};
