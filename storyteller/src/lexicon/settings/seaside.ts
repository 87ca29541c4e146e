import type { SettingEntry } from './types.ts';

// The seaside at night: moonlit sand, rock pools, dunes and a lighthouse on the cliff. On the
// beach, creatures of the land, the air and the water all meet.

export const seaside: SettingEntry = {
  id: 'seaside',
  landscape: 'seaside',
  sky: true,
  lives: ['land', 'air', 'water'],
  spellings: {
    en: [
      'seaside',
      'the seaside',
      'at the seaside',
      'beach',
      'the beach',
      'on the beach',
      'a beach',
      'by the sea',
      'the sea',
      'sea',
      'seashore',
      'the seashore',
      'shore',
      'coast',
      'the coast',
      'lighthouse',
      'rock pools',
      'sand dunes',
    ],
    de: [
      'meer',
      'am meer',
      'ans meer',
      'das meer',
      'strand',
      'am strand',
      'an den strand',
      'an der see',
      'an die see',
      'küste',
      'an der küste',
      'nordsee',
      'ostsee',
      'leuchtturm',
      'dünen',
      'strandurlaub',
    ],
  },
  en: {
    name: 'the moonlit beach',
    in: 'by the sea',
    into: 'down to the sea',
    again: 'on the beach',
    ways: [
      'a path of moonlight over the dunes',
      'a trail of shells along the sand',
      'a boardwalk of silver planks',
      'a line of softly glowing footprints in the wet sand',
    ],
    guides: [
      (guide) =>
        `On a rock at the water's edge lay an old grey seal called ${guide}, and she lifted a flipper to wave.`,
      (guide) => `${guide} the seal popped her head out of the waves, her whiskers dripping and shining.`,
      (guide) => `Flop, flop, up the beach came ${guide}, an old seal with kind dark eyes.`,
      (guide) => `${guide}, a grey seal as round as a pillow, lay on the jetty, moonbathing.`,
    ],
    guideName: 'Nell',
    otherGuideName: 'Barnacle',
    guideKind: 'seal',
    creature: { forms: { noun: 'crab' }, adjective: 'baby' },
    creatureHome: 'its rock pool under the lighthouse',
    snag: 'a clump of seaweed between the stones',
    treasure: { forms: { noun: 'shell' }, adjective: 'singing' },
    shadow: 'Across the sand crept a long, dark shadow with a great curved back and a hundred waving legs.',
    shadowTruth:
      'It was only a little hermit crab dragging a piece of driftwood behind it, with the low moon right at its back.',
    riddle: {
      question: '"I stand by the sea all night long with one bright eye, and I never, ever fall asleep. What am I?"',
      answer: 'a lighthouse',
    },
    weathers: [
      {
        comes:
          'A sea breeze came rushing up the beach, and the waves grew tall and white-tipped, crashing and hissing on the sand.',
        goes: 'The breeze dropped, the waves grew small and lazy again, and a road of moonlight stretched far out across the water.',
      },
      {
        comes:
          'Rain came marching in from the sea in a long grey line, and the gulls tucked their heads under their wings.',
        goes: 'The rain marched off over the water, the gulls shook out their feathers, and the wet sand shone like a mirror under the moon.',
      },
    ],
    parade: 'crabs marching sideways, a row of sandpipers and a seal balancing a starfish on her nose',
    gift: { forms: { noun: 'pebble', after: 'with a hole right through it' }, adjective: 'smooth' },
    wishOn: 'a falling star',
    nightfalls: [
      'The lighthouse swept its beam slowly over the water, and the waves whispered hush, hush, hush on the sand.',
      'The gulls settled on the harbour wall, and the little boats rocked gently on their ropes.',
      'The tide crept softly up the sand, and the crabs tucked themselves under their stones.',
      'The last sandcastle sighed into the sea, and the whole beach lay silver and quiet under the moon.',
    ],
    sights: [
      'Little waves rolled up the sand and slid back again, leaving lace patterns that shone in the moonlight.',
      "In a rock pool, a starfish lay perfectly still, holding the moon's reflection like a pearl.",
      'High on the cliff stood the lighthouse, its beam sweeping round and round like a slow, friendly wink.',
      'Among the dunes, the long grass swished softly, as if it were sweeping the sand for the night.',
      'Someone had left a sandcastle on the beach, and now a row of crabs stood guard on its walls.',
      'Far out on the water, a little fishing boat rocked gently, its lantern glowing like a firefly.',
    ],
    little: {
      guides: [
        (guide) => `An old grey seal called ${guide} lies on a rock and waves a flipper.`,
        (guide) => `${guide} the seal pops her head out of the waves.`,
        (guide) => `Splash! Out of the water comes ${guide}, with dripping whiskers.`,
        (guide) => `${guide} the seal wriggles up the sand towards them.`,
      ],
      nightfalls: [
        'The little waves whisper, hush, hush. The beach is sleepy.',
        'The seagulls tuck in their heads. The sea goes quiet.',
        'The lighthouse blinks its slow, friendly light. Goodnight, sea.',
        'The crabs creep into their holes in the sand.',
      ],
      sights: [
        'Little waves roll up the sand and slide back again.',
        'A starfish lies very still in a rock pool.',
        'Crabs stand on a sandcastle like little guards.',
        'Far out on the sea, a little boat rocks gently.',
      ],
    },
  },
  de: {
    name: 'der mondhelle Strand',
    in: 'am Meer',
    into: 'hinunter ans Meer',
    again: 'am Strand',
    ways: [
      'ein Pfad aus Mondlicht über die Dünen',
      'eine Spur aus Muscheln im Sand',
      'ein Steg aus silbernen Planken',
      'eine Reihe leuchtender Fußspuren im nassen Sand',
    ],
    guides: [
      (guide) => `Auf einem Felsen am Wasser lag eine alte graue Robbe namens ${guide} und hob zum Gruß die Flosse.`,
      (guide) => `Die Robbe ${guide} steckte den Kopf aus den Wellen, und ihre Schnurrhaare tropften und glänzten.`,
      (guide) => `Robb, robb, kam ${guide} den Strand herauf, eine alte Robbe mit freundlichen dunklen Augen.`,
      (guide) => `${guide}, eine graue Robbe, rund wie ein Kissen, lag auf dem Steg und nahm ein Mondbad.`,
    ],
    guideName: 'Frieda',
    otherGuideName: 'Wilma',
    guideKind: 'seal',
    creature: { forms: { noun: 'Krabbe', gender: 'f', plural: 'Krabben' }, adjective: { stem: 'klein' } },
    creatureHome: 'ihr Felsentümpel unter dem Leuchtturm',
    snag: 'unter einem Büschel Seetang zwischen den Steinen',
    treasure: { forms: { noun: 'Muschel', gender: 'f', plural: 'Muscheln' }, adjective: { stem: 'singend' } },
    shadow:
      'Über den Sand kroch ein langer, dunkler Schatten mit einem gewaltigen krummen Rücken und hundert zappelnden Beinen.',
    shadowTruth:
      'Es war nur ein kleiner Einsiedlerkrebs, der ein Stück Treibholz hinter sich herzog, und gleich hinter ihm stand tief der Mond.',
    riddle: {
      question:
        '„Ich stehe die ganze Nacht am Meer, habe nur ein einziges helles Auge und schlafe niemals ein. Was bin ich?“',
      answer: 'ein Leuchtturm',
    },
    weathers: [
      {
        comes:
          'Ein kräftiger Seewind fegte den Strand herauf, und die Wellen wurden hoch und schaumig und rauschten und zischten über den Sand.',
        goes: 'Der Wind legte sich, die Wellen wurden wieder klein und träge, und eine Straße aus Mondlicht lag bis weit hinaus auf dem Wasser.',
      },
      {
        comes:
          'Vom Meer her zog der Regen in einer langen grauen Reihe heran, und die Möwen steckten die Köpfe unter die Flügel.',
        goes: 'Der Regen zog übers Wasser davon, die Möwen schüttelten ihr Gefieder aus, und der nasse Sand glänzte unter dem Mond wie ein Spiegel.',
      },
    ],
    parade:
      'seitwärts marschierende Krabben, eine Reihe Strandläufer und eine Robbe, die einen Seestern auf der Nase balancierte',
    gift: {
      forms: { noun: 'Kiesel', gender: 'm', plural: 'Kiesel', after: 'mit einem Loch in der Mitte' },
      adjective: { stem: 'glatt' },
    },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Der Leuchtturm ließ sein Licht langsam über das Wasser wandern, und die Wellen flüsterten sch, sch, sch am Strand.',
      'Die Möwen ließen sich auf der Hafenmauer nieder, und die kleinen Boote schaukelten sanft an ihren Leinen.',
      'Die Flut kroch leise den Strand hinauf, und die Krebse versteckten sich unter ihren Steinen.',
      'Die letzte Sandburg sank seufzend ins Meer, und der ganze Strand lag silbern und still unter dem Mond.',
    ],
    sights: [
      'Kleine Wellen rollten den Strand hinauf und glitten wieder zurück, und im Sand blieben Spitzenmuster, die im Mondlicht glänzten.',
      'In einem Felsentümpel lag ganz still ein Seestern und hielt das Spiegelbild des Mondes wie eine Perle.',
      'Hoch oben auf der Klippe stand der Leuchtturm, und sein Licht wanderte rundherum wie ein langsames, freundliches Zwinkern.',
      'In den Dünen raschelte das Strandgras leise, als fegte es den Sand für die Nacht.',
      'Jemand hatte eine Sandburg am Strand zurückgelassen, und jetzt hielt eine Reihe Krabben auf ihren Mauern Wache.',
      'Weit draußen auf dem Wasser schaukelte sanft ein kleines Fischerboot, und seine Laterne glomm wie ein Glühwürmchen.',
    ],
    little: {
      guides: [
        (guide) => `Auf einem Felsen liegt eine alte graue Robbe namens ${guide} und winkt.`,
        (guide) => `Die Robbe ${guide} steckt den Kopf aus den Wellen.`,
        (guide) => `Platsch! Aus dem Wasser kommt ${guide}, mit tropfenden Schnurrhaaren.`,
        (guide) => `${guide}, die Robbe, robbt über den Sand zu ihnen.`,
      ],
      nightfalls: [
        'Die kleinen Wellen flüstern: pschh, pschh. Der Strand ist müde.',
        'Die Möwen stecken die Köpfe ein. Das Meer wird still.',
        'Der Leuchtturm blinkt sein langsames, freundliches Licht. Gute Nacht, Meer.',
        'Die Krebse krabbeln in ihre Löcher im Sand.',
      ],
      sights: [
        'Kleine Wellen rollen über den Sand und wieder zurück.',
        'In einem Felsentümpel liegt ein Seestern, ganz still.',
        'Krebse stehen auf einer Sandburg wie kleine Wächter.',
        'Weit draußen auf dem Meer schaukelt ein kleines Boot.',
      ],
    },
  },
};
