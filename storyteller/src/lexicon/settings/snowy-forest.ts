import type { SettingEntry } from './types.ts';

// The Snowy Forest: firs under thick white coats, a frozen stream, the northern lights, and a
// gentle reindeer to show the way. Der Schneehase is a weak noun: den kleinen Schneehasen.

export const snowyForest: SettingEntry = {
  id: 'snowy-forest',
  landscape: 'snow',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'snowy forest',
      'a snowy forest',
      'the snowy forest',
      'snowy woods',
      'winter forest',
      'winter wood',
      'winter woods',
      'frozen forest',
      'winter wonderland',
      'snow',
      'the snow',
      'lapland',
    ],
    de: [
      'winterwald',
      'im winterwald',
      'verschneiter wald',
      'verschneiten wald',
      'schneewald',
      'schnee',
      'im schnee',
      'winterlandschaft',
      'winterwunderland',
      'lappland',
    ],
  },
  en: {
    name: 'the Snowy Forest',
    in: 'in the Snowy Forest',
    into: 'into the Snowy Forest',
    again: 'in the snow',
    ways: [
      'a trail of silver footprints in the snow',
      'a sledge track that sparkled in the moonlight',
      'a path of packed snow between the firs',
      'a frozen stream, smooth as glass',
    ],
    guides: [
      (guide) =>
        `Between the snowy firs stood a gentle reindeer called ${guide}, with tiny icicles twinkling on his antlers.`,
      (guide) => `${guide} the reindeer stepped out from behind a snowdrift, shaking snowflakes from his ears.`,
      (guide) =>
        `A little bell jingled, and between the trees appeared ${guide}, a gentle reindeer with a red ribbon round his neck.`,
      (guide) => `Under a snow-heavy fir waited ${guide}, a reindeer with frost sparkling on his nose.`,
    ],
    guideName: 'Frost',
    otherGuideName: 'Flurry',
    guideKind: 'deer',
    creature: { forms: { noun: 'snow hare' }, adjective: 'little' },
    creatureHome: 'its burrow under the big snowdrift',
    snag: 'the low branches of a snow-heavy fir',
    treasure: { forms: { noun: 'snowflake' }, adjective: 'crystal' },
    shadow: 'Among the firs stood a huge white shape with long, drooping arms and a round head that swayed.',
    shadowTruth: 'It was only a young fir tree bending under its snow, with a sleepy owl perched right on top.',
    riddle: {
      question:
        '"I have a carrot for a nose and two pebbles for eyes, I cannot take a single step, and when the sun comes out, I slowly disappear. What am I?"',
      answer: 'a snowman',
    },
    weathers: [
      {
        comes: 'Snow began to fall, thick and soft, until the whole world was a whirl of white.',
        goes: 'The snow stopped, the clouds drew back like curtains, and the stars came out, crisp and bright above the firs.',
      },
      {
        comes:
          'A wind came whirling through the firs, whipping the snow off the branches and spinning it round in sparkling clouds.',
        goes: 'The wind settled, the snow sank down softly, and the firs stood tall and silent in their white coats.',
      },
    ],
    parade: 'snow hares with lanterns, a reindeer with bells on his harness and a family of foxes in woolly scarves',
    gift: { forms: { noun: 'pine cone', after: 'dusted with frost' } },
    wishOn: 'a falling star',
    nightfalls: [
      'The wind lay down in the snow, the firs stood still under their white blankets, and the whole forest slept.',
      'Soft new snow began to fall, covering every footprint like a blanket being tucked in.',
      'The snowy owls closed their yellow eyes, and the icicles stopped their tinkling.',
      'The northern lights faded to a gentle green, and the forest lay white and hushed.',
    ],
    sights: [
      'Every fir tree wore a thick white coat, and the snow on the branches sparkled as if someone had scattered sugar.',
      'A frozen stream lay as still as glass, and under the ice the water whispered to itself.',
      'Across the sky rippled the northern lights, green and pink, like ribbons shaken out to dry.',
      'A trail of tiny footprints led through the snow, and at its end a fox lay curled up like a red cinnamon bun.',
      'Icicles hung from the branches like glass chimes, and when the wind touched them, they tinkled.',
      'Every breath made a little cloud that floated up and disappeared among the stars.',
    ],
    little: {
      guides: [
        (guide) => `Between the snowy firs stands a gentle reindeer called ${guide}.`,
        (guide) => `${guide} the reindeer steps out from behind the snow and shakes his ears.`,
        (guide) => `Jingle, jingle! Here comes ${guide}, with a red ribbon round his neck.`,
        (guide) => `${guide} the reindeer waits under a fir. Frost sparkles on his nose.`,
      ],
      nightfalls: [
        'Snowflakes fall softly, softly, and cover the forest like a blanket.',
        'The fox curls up in the snow. The forest is still.',
        'The stars twinkle over the white trees. Shh.',
        'The wind stops. Not a branch moves. The snowy forest sleeps.',
      ],
      sights: [
        'Every fir tree wears a thick white coat.',
        'The frozen stream is as still as glass.',
        'Green and pink lights ripple across the sky.',
        'Icicles hang from the branches and tinkle, ting, ting.',
      ],
    },
  },
  de: {
    name: 'der Winterwald',
    in: 'im Winterwald',
    into: 'in den Winterwald',
    again: 'im Schnee',
    ways: [
      'eine Spur aus silbernen Fußstapfen im Schnee',
      'eine Schlittenspur, die im Mondlicht glitzerte',
      'ein Pfad aus festem Schnee zwischen den Tannen',
      'ein zugefrorener Bach, glatt wie Glas',
    ],
    guides: [
      (guide) =>
        `Zwischen den verschneiten Tannen stand ein sanftes Rentier namens ${guide}, und an seinem Geweih glitzerten winzige Eiszapfen.`,
      (guide) =>
        `Hinter einer Schneewehe trat das Rentier ${guide} hervor und schüttelte sich den Schnee aus den Ohren.`,
      (guide) =>
        `Ein kleines Glöckchen klingelte, und zwischen den Bäumen erschien ${guide}, ein sanftes Rentier mit einem roten Band um den Hals.`,
      (guide) => `Unter einer schneeschweren Tanne wartete ${guide}, ein Rentier mit glitzerndem Reif auf der Nase.`,
    ],
    guideName: 'Flocke',
    otherGuideName: 'Wirbel',
    guideKind: 'deer',
    creature: {
      forms: { noun: 'Schneehase', gender: 'm', plural: 'Schneehasen', oblique: 'Schneehasen' },
      adjective: { stem: 'klein' },
    },
    creatureHome: 'sein Bau unter der großen Schneewehe',
    snag: 'zwischen den tiefen Zweigen einer verschneiten Tanne',
    treasure: {
      forms: { noun: 'Eiskristall', gender: 'm', plural: 'Eiskristalle' },
      adjective: { stem: 'funkelnd' },
    },
    shadow:
      'Zwischen den Tannen stand eine riesige weiße Gestalt mit langen, hängenden Armen und einem runden Kopf, der hin und her schwankte.',
    shadowTruth:
      'Es war nur eine junge Tanne, die sich unter ihrem Schnee bog, und obendrauf saß eine verschlafene Eule.',
    riddle: {
      question:
        '„Ich habe eine Möhre als Nase und zwei Kiesel als Augen, ich kann keinen einzigen Schritt gehen, und wenn die Sonne scheint, verschwinde ich langsam. Was bin ich?“',
      answer: 'ein Schneemann',
    },
    weathers: [
      {
        comes: 'Es begann zu schneien, dicht und weich, bis die ganze Welt ein einziges weißes Gewirbel war.',
        goes: 'Der Schnee hörte auf, die Wolken zogen sich zurück wie Vorhänge, und über den Tannen funkelten klar und hell die Sterne.',
      },
      {
        comes:
          'Ein Wind wirbelte durch die Tannen, fegte den Schnee von den Zweigen und drehte ihn in glitzernden Wolken im Kreis.',
        goes: 'Der Wind legte sich, der Schnee sank leise herab, und die Tannen standen groß und stumm in ihren weißen Mänteln.',
      },
    ],
    parade: 'Schneehasen mit Laternen, ein Rentier mit Glöckchen am Geschirr und eine Fuchsfamilie in Wollschals',
    gift: { forms: { noun: 'Tannenzapfen', gender: 'm', plural: 'Tannenzapfen', after: 'voller Raureif' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Der Wind legte sich in den Schnee, die Tannen standen still unter ihren weißen Decken, und der ganze Wald schlief.',
      'Frischer, weicher Schnee begann zu fallen und deckte jede Spur zu wie eine Bettdecke.',
      'Die Schneeeulen schlossen ihre gelben Augen, und die Eiszapfen hörten auf zu klingeln.',
      'Das Nordlicht verblasste zu einem sanften Grün, und der Wald lag weiß und still.',
    ],
    sights: [
      'Jede Tanne trug einen dicken weißen Mantel, und der Schnee auf den Zweigen glitzerte, als hätte jemand Zucker darübergestreut.',
      'Ein zugefrorener Bach lag still wie Glas, und unter dem Eis flüsterte leise das Wasser.',
      'Über den Himmel wogte das Nordlicht, grün und rosa, wie Bänder, die man zum Trocknen ausschüttelt.',
      'Eine Spur winziger Pfotenabdrücke führte durch den Schnee, und an ihrem Ende lag ein Fuchs, zusammengerollt wie eine rote Zimtschnecke.',
      'Eiszapfen hingen an den Ästen wie gläserne Windspiele, und wenn der Wind sie streifte, klirrten sie leise.',
      'Jeder Atemzug wurde zu einem Wölkchen, das aufstieg und zwischen den Sternen verschwand.',
    ],
    little: {
      guides: [
        (guide) => `Zwischen den verschneiten Tannen steht ein sanftes Rentier namens ${guide}.`,
        (guide) => `Das Rentier ${guide} kommt hinter einer Schneewehe hervor und schüttelt die Ohren.`,
        (guide) => `Bimmel, bimmel! Da kommt ${guide}, mit einem roten Band um den Hals.`,
        (guide) => `Das Rentier ${guide} wartet unter einer Tanne. Auf seiner Nase glitzert Reif.`,
      ],
      nightfalls: [
        'Schneeflocken fallen leise, leise und decken den Wald zu.',
        'Der Fuchs rollt sich im Schnee zusammen. Der Wald ist still.',
        'Über den weißen Bäumen funkeln die Sterne. Pst.',
        'Der Wind hört auf. Kein Zweig bewegt sich mehr. Der Winterwald schläft.',
      ],
      sights: [
        'Jede Tanne trägt einen dicken weißen Mantel.',
        'Der gefrorene Bach ist still wie Glas.',
        'Grüne und rosa Lichter tanzen über den Himmel.',
        'Eiszapfen hängen an den Zweigen und klingeln: ting, ting.',
      ],
    },
  },
};
